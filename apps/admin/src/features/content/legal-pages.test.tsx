// @vitest-environment jsdom
// Legal pages and SEO entries as operators use them (decision 0719): the editor's preview drawn as the
// player site draws markdown, a save with its change note, the history with each version's difference
// to the one before and the publish action, read-only for who only reads content; the SEO table with the
// site's own texts where no entry is set, and an entry saved for one language.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminLegalPageVersion } from '@reelvault/contract/calls/backoffice-content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meReply, renderApp, type Script } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';
import { versionDiff } from './components/version-diff';

setUpScreenTests();

const operatorOf = (role: AdminRole) => ({ id: 5, email: `${role}@reelvault.test`, role });

const version = (overrides: Partial<AdminLegalPageVersion>): AdminLegalPageVersion => ({
  id: 10,
  page_id: 3,
  locale: 'en',
  version: 1,
  title: 'Terms',
  content: 'First line.\nSecond line.',
  note: 'The text the page was created with.',
  author: null,
  created_at: '2026-11-20T10:00:00.000Z',
  published: true,
  published_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const first = version({});
const second = version({
  id: 11,
  version: 2,
  content: 'First line.\nA changed line.',
  note: 'Clearer wording',
  author: { id: 7, email: 'editor@reelvault.test' },
  created_at: '2026-11-25T10:00:00.000Z',
  published: false,
  published_at: null,
});

const pagesReply = {
  data: [
    {
      id: 3,
      slug: 'terms-and-conditions',
      languages: [{ locale: 'en', title: 'Terms', published_version: 1, latest_version: 2 }],
    },
  ],
};

function server(role: AdminRole, rest: Script = () => ({ status: 500 })): Script {
  return (request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf(role)) };
    if (request.method === 'GET' && request.path === '/api/admin/content/pages') {
      return { status: 200, body: pagesReply };
    }
    if (request.method === 'GET' && request.path === '/api/admin/content/pages/3/versions?locale=en') {
      return { status: 200, body: { data: [second, first] } };
    }
    return rest(request);
  };
}

describe('the version difference', () => {
  it('marks the lines added and removed', () => {
    expect(versionDiff('a\nb\n', 'a\nc\n')).toEqual([
      { kind: 'kept', text: 'a\n' },
      { kind: 'removed', text: 'b\n' },
      { kind: 'added', text: 'c\n' },
    ]);
  });
});

describe('the legal pages screen', () => {
  it('previews the markdown as players see it and saves a new version with its note', async () => {
    const { sent } = renderApp(
      '/legal-pages',
      server('content', (request) =>
        request.method === 'POST' && request.path === '/api/admin/content/pages/3/versions'
          ? {
              status: 201,
              body: { message: 'The version is saved.', data: { ...second, id: 12, version: 3 } },
            }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    const text = await screen.findByLabelText('Text (markdown: bold, italic, headings, lists)');
    expect((text as HTMLTextAreaElement).value).toBe('First line.\nA changed line.');
    fireEvent.change(text, { target: { value: '# Rules\n**Bold** words <script>x</script>' } });
    const preview = screen.getByRole('region', { name: 'Preview as players see it' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Rules' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('Bold');
    expect(preview.querySelector('script')).toBeNull();

    fireEvent.change(screen.getByLabelText('Change note'), { target: { value: 'New rules' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await screen.findByText('The version is saved.');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      locale: 'en',
      title: 'Terms',
      content: '# Rules\n**Bold** words <script>x</script>',
      note: 'New rules',
    });
  });

  it('shows each version with its author, note and difference, and publishes one', async () => {
    const { sent } = renderApp(
      '/legal-pages',
      server('content', (request) =>
        request.method === 'POST' && request.path === '/api/admin/content/pages/3/versions/11/publish'
          ? {
              status: 200,
              body: { message: 'The version is published.', data: { ...second, published: true } },
            }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    const latest = await screen.findByRole('listitem', { name: 'Version 2' });
    expect(latest.textContent).toContain('editor@reelvault.test');
    expect(latest.textContent).toContain('Note: Clearer wording');
    expect(within(latest).getByText('Changes since version 1')).toBeTruthy();
    expect(latest.querySelector('del')?.textContent).toBe('Second line.');
    expect(latest.querySelector('ins')?.textContent).toBe('A changed line.');
    const older = screen.getByRole('listitem', { name: 'Version 1' });
    expect(within(older).getByText('Published')).toBeTruthy();
    expect(within(older).queryByRole('button', { name: /Publish/ })).toBeNull();

    fireEvent.click(within(latest).getByRole('button', { name: 'Publish version 2' }));
    await screen.findByText('The version is published.');
    expect(sent.some((request) => request.path === '/api/admin/content/pages/3/versions/11/publish')).toBe(
      true,
    );
  });

  it('is read-only for who only reads content', async () => {
    renderApp('/legal-pages', server('compliance'), { token: 'live' });
    await screen.findByRole('listitem', { name: 'Version 2' });
    expect(screen.queryByRole('button', { name: 'Save as a new version' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('the SEO screen', () => {
  it("shows the site's own texts where no entry is set and saves an entry for a language", async () => {
    const { sent } = renderApp(
      '/seo',
      (request) => {
        if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf('content')) };
        if (request.method === 'GET' && request.path.startsWith('/api/admin/content/seo?locale=')) {
          const entry = {
            name: 'slots',
            locale: 'de',
            title: 'Spielautomaten',
            description: 'Alle Slots.',
            updated_by: { id: 7, email: 'editor@reelvault.test' },
            updated_at: '2026-11-25T10:00:00.000Z',
          };
          return { status: 200, body: { data: request.path.endsWith('=de') ? [entry] : [] } };
        }
        if (request.method === 'PUT' && request.path === '/api/admin/content/seo/home/de') {
          return {
            status: 200,
            body: {
              message: 'The SEO entry is saved.',
              data: {
                name: 'home',
                locale: 'de',
                title: 'Start',
                description: 'Willkommen.',
                updated_by: null,
                updated_at: '2026-11-27T10:00:00.000Z',
              },
            },
          };
        }
        return { status: 500 };
      },
      { token: 'live' },
    );
    await screen.findByRole('table', { name: 'SEO entries' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    const slots = await screen.findByRole('row', { name: /Spielautomaten/ });
    expect(slots.textContent).toContain('editor@reelvault.test');
    const home = screen.getByRole('row', { name: /^home/ });
    expect(home.textContent).toContain("The site's own text");

    fireEvent.click(within(home).getByRole('button', { name: 'Edit home' }));
    const form = screen.getByRole('form', { name: 'SEO entry of home' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Start' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Willkommen.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'SEO entry of home' })).toBeNull());
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      title: 'Start',
      description: 'Willkommen.',
    });
  });
});
