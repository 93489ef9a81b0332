// @vitest-environment jsdom
// Promotions and hero slides as operators use them (decision 0313): a promotion written in two languages
// with a preview drawn by the player site's renderer and a schedule, saved with every written language;
// the order changed with the up/down buttons; a promotion switched off from the list; read-only for who
// only reads content; and the hero slides in their order.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminHeroSlide, AdminPromotion } from '@reelvault/contract/calls/backoffice-promotions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meReply, renderApp, type Script } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';
import { fromLocalInput, toLocalInput } from './components/content-fields';

setUpScreenTests();

const operatorOf = (role: AdminRole) => ({ id: 5, email: `${role}@reelvault.test`, role });

const promotion = (overrides: Partial<AdminPromotion>): AdminPromotion => ({
  id: 1,
  type: 'casino',
  is_active: true,
  sort_order: 10,
  starts_at: null,
  ends_at: null,
  cover_image_url: '/promotions/welcome-cover.svg',
  thumbnail_image_url: '/promotions/welcome-thumbnail.svg',
  texts: { en: { title: 'Welcome', details: 'The welcome offer.' } },
  offer: null,
  ...overrides,
});

const welcome = promotion({});
const cashback = promotion({ id: 2, sort_order: 20, texts: { en: { title: 'Cashback', details: 'Back.' } } });
const slide: AdminHeroSlide = {
  id: 1,
  is_active: true,
  sort_order: 10,
  starts_at: null,
  ends_at: null,
  audience: 'guests',
  link: '/register',
  art: 'reels',
  image_url: null,
  texts: { en: { title: 'Welcome to Reelvault', text: 'Thousands of slots.', cta: 'Sign up' } },
};

function server(role: AdminRole, rest: Script = () => ({ status: 500 })): Script {
  return (request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf(role)) };
    if (request.method === 'GET' && request.path === '/api/admin/content/promotions') {
      return { status: 200, body: { data: [welcome, cashback] } };
    }
    if (request.method === 'GET' && request.path === '/api/admin/content/promotion-offers') {
      return { status: 200, body: { data: [] } };
    }
    if (request.method === 'GET' && request.path === '/api/admin/content/hero-slides') {
      const bonus = {
        ...slide,
        id: 2,
        texts: { en: { title: 'Bonus', text: 'More to play.', cta: 'Claim' } },
      };
      return { status: 200, body: { data: [slide, bonus] } };
    }
    return rest(request);
  };
}

describe('the schedule fields', () => {
  it('turns a local time into the ISO time and back, empty for none', () => {
    const iso = fromLocalInput('2026-12-01T10:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T10:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('the promotions screen', () => {
  it('writes a promotion in English and German with a preview as players see it, and saves its schedule', async () => {
    const { sent } = renderApp(
      '/promotions',
      server('content', (request) =>
        request.method === 'POST' && request.path === '/api/admin/content/promotions'
          ? { status: 201, body: { message: 'The promotion is saved.', data: promotion({ id: 3 }) } }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Winter spins' } });
    fireEvent.change(screen.getByLabelText('Text (markdown: bold, italic, headings, lists)'), {
      target: { value: '# Spins\n**Free** spins <script>x</script>' },
    });
    const preview = screen.getByRole('region', { name: 'Preview as players see it' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Spins' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('Free');
    expect(preview.querySelector('script')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Winter-Freispiele' } });
    fireEvent.change(screen.getByLabelText('Text (markdown: bold, italic, headings, lists)'), {
      target: { value: '**Gratis** drehen' },
    });
    expect(screen.getByRole('tab', { name: 'English ✓' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Shown from'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(screen.getByLabelText('Active'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the promotion' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      type: 'casino',
      is_active: true,
      starts_at: fromLocalInput('2026-12-01T10:00'),
      ends_at: null,
      texts: {
        en: { title: 'Winter spins', details: '# Spins\n**Free** spins <script>x</script>' },
        de: { title: 'Winter-Freispiele', details: '**Gratis** drehen' },
      },
    });
  });

  it('moves a promotion down and switches one off from the list', async () => {
    const { sent } = renderApp(
      '/promotions',
      server('content', (request) => {
        if (request.method === 'PUT' && request.path === '/api/admin/content/promotions-order') {
          return { status: 200, body: { message: 'The order is saved.', data: [cashback, welcome] } };
        }
        if (request.method === 'PUT' && request.path === '/api/admin/content/promotions/2/active') {
          return {
            status: 200,
            body: { message: 'The promotion is switched off.', data: { ...cashback, is_active: false } },
          };
        }
        return { status: 500 };
      }),
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Move Welcome down' }));
    await screen.findByText('The order is saved.');
    expect(sent.find((request) => request.path === '/api/admin/content/promotions-order')?.body).toEqual({
      ids: [2, 1],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cashback is active' }));
    await screen.findByText('The promotion is switched off.');
    expect(sent.find((request) => request.path.endsWith('/2/active'))?.body).toEqual({ active: false });
  });

  it('lets who only reads open a promotion without any action', async () => {
    renderApp('/promotions', server('compliance'), { token: 'live' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Welcome' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
  });
});

describe('the hero slides screen', () => {
  it('lists the slides in order and moves one up', async () => {
    const { sent } = renderApp(
      '/hero-slides',
      server('admin', (request) =>
        request.method === 'PUT' && request.path === '/api/admin/content/hero-slides-order'
          ? { status: 200, body: { message: 'The order is saved.', data: [] } }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toContain('Welcome to Reelvault');
    expect(rows[1]?.textContent).toContain('Visitors not logged in');
    fireEvent.click(screen.getByRole('button', { name: 'Move Bonus up' }));
    await screen.findByText('The order is saved.');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ ids: [2, 1] });
  });
});
