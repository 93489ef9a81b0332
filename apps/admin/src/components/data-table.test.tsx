// @vitest-environment jsdom
// The shared list: the server's page drawn as a table, its pager and filters written into the URL (a
// filter change goes back to page 1), and a URL with a bad value read as the defaults.
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../i18n/i18n';
import { patchTableParams, readTableParams, useTableParams } from '../lib/table-params';
import { column, DataTable } from './data-table';
import { FilterSelect, FilterText } from './table-filters';

interface Row {
  readonly id: string;
  readonly player: string;
}

const params = z.object({
  status: z.enum(['pending', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  target_id: z.string().trim().min(1).optional(),
});

function Queue() {
  const { params: current } = useTableParams(params);
  // What a server would answer: 3 pages of 2 rows.
  const rows: Row[] = [
    { id: `${current.status}-${current.page}-a`, player: `alice ${current.page}` },
    { id: `${current.status}-${current.page}-b`, player: `bob ${current.page}` },
  ];
  return (
    <>
      <FilterSelect
        name="status"
        label="Status"
        value={current.status}
        options={[
          { value: 'pending', label: 'Pending' },
          { value: 'rejected', label: 'Rejected' },
        ]}
      />
      <FilterText name="target_id" label="Target" value={current.target_id ?? ''} />
      <DataTable
        caption="Withdrawals"
        columns={[column<Row>('player', 'Player', (row) => row.player)]}
        rows={rows}
        rowKey={(row) => row.id}
        pagination={{ total: 6, page: current.page, pages: 3, per_page: 2 }}
        isLoading={false}
        error={null}
        emptyText="Nothing"
      />
    </>
  );
}

function renderQueue(entry: string) {
  const router = createMemoryRouter([{ path: '/queue', element: <Queue /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return () => new URLSearchParams(router.state.location.search);
}

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('DataTable with its filters in the URL', () => {
  it("draws the server's page and moves between pages through the URL", async () => {
    const search = renderQueue('/queue?status=rejected&page=2');
    expect(screen.getByRole('table', { name: 'Withdrawals' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'alice 2' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 3 (6 in all)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'alice 3' })).toBeTruthy();
    expect(search().get('page')).toBe('3');
    expect(search().get('status')).toBe('rejected');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous page' }));
    // Page 1 is the default: it leaves the URL.
    expect(await screen.findByRole('cell', { name: 'alice 1' })).toBeTruthy();
    expect(search().has('page')).toBe(false);
  });

  it('goes back to the first page when a filter changes, and keeps the other filters', async () => {
    const search = renderQueue('/queue?status=pending&page=3&target_id=42');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    expect(await screen.findByRole('cell', { name: 'alice 1' })).toBeTruthy();
    expect(search().toString()).toBe('status=rejected&target_id=42');
  });

  it('applies a text filter when submitted, and removes it when emptied', async () => {
    const search = renderQueue('/queue?page=2');
    const field = screen.getByLabelText('Target');
    fireEvent.change(field, { target: { value: '  player-7 ' } });
    expect(search().has('target_id')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(search().get('target_id')).toBe('player-7');
    expect(search().has('page')).toBe(false);

    fireEvent.change(screen.getByLabelText('Target'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(search().has('target_id')).toBe(false);
  });
});

describe('readTableParams and patchTableParams', () => {
  it('reads a bad value as its default and keeps the good ones', () => {
    expect(readTableParams(params, new URLSearchParams('status=bogus&page=-4&target_id=7'))).toEqual({
      status: 'pending',
      page: 1,
      target_id: '7',
    });
    expect(readTableParams(params, new URLSearchParams('status=rejected&page=5'))).toEqual({
      status: 'rejected',
      page: 5,
      target_id: undefined,
    });
  });

  it('drops empty values and page 1, and keeps the page only when the page is what changed', () => {
    const start = new URLSearchParams('status=rejected&page=4&target_id=9');
    expect(patchTableParams(start, { page: 5 }).toString()).toBe('status=rejected&page=5&target_id=9');
    expect(patchTableParams(start, { page: 1 }).toString()).toBe('status=rejected&target_id=9');
    expect(patchTableParams(start, { target_id: '' }).toString()).toBe('status=rejected');
  });
});
