// The connected game aggregators in the back office (decision 0808): their settings (never the private
// key), a catalogue sync on demand, and the reconciliation of a day with the aggregator's report.
// Reads need `catalogue.read`, a sync `catalogue.manage`, a reconciliation `reports.read` (JSON, or CSV
// with `format=csv`: every difference, one line each).
import { z } from 'zod';
import { timestamp } from '../fields';
import { defineRoute } from '../route';
import { reportFormat } from './backoffice-reports';

export const aggregatorSyncOutcomes = ['synced', 'failed'] as const;

export const adminAggregator = z
  .object({
    code: z.string(),
    kind: z.string(),
    name: z.string(),
    base_url: z.string(),
    operator_id: z.string(),
    /** Origins of its game pictures, allowed by the site's CSP. */
    image_hosts: z.array(z.string()),
    /** The last good sync. */
    last_sync_at: timestamp.nullable(),
    /** The last failed sync (the aggregator unreachable or refusing the call). */
    last_sync_failed_at: timestamp.nullable(),
    /** The later of the two: how the last sync ended; null before any. */
    last_sync_outcome: z.enum(aggregatorSyncOutcomes).nullable(),
    /** The games its last good sync kept in the catalogue. */
    game_count: z.number().int(),
  })
  .meta({ id: 'AdminAggregator' });

export const adminAggregatorSync = z
  .object({
    aggregator: z.string(),
    listed: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    retired: z.number().int(),
    unchanged: z.number().int(),
    /** Games left out: no declared RTP, disabled at the aggregator, or their code taken by another source. */
    skipped: z.array(z.object({ code: z.string(), reason: z.string() })),
  })
  .meta({ id: 'AdminAggregatorSync' });

const reconciliationEntry = z.object({
  transaction_uuid: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  user: z.string(),
  round: z.string(),
  currency: z.string(),
  /** Wallet units (x 100000) as decimal strings; null where that side has none. */
  reported: z.string().nullable(),
  booked: z.string().nullable(),
});

export const adminAggregatorReconciliation = z
  .object({
    aggregator: z.string(),
    day: z.string(),
    reported_count: z.number().int(),
    booked_count: z.number().int(),
    missing: z.array(reconciliationEntry),
    extra: z.array(reconciliationEntry),
    amount_differences: z.array(reconciliationEntry),
  })
  .meta({ id: 'AdminAggregatorReconciliation' });

export const adminAggregators = defineRoute({
  method: 'GET',
  path: '/api/admin/aggregators',
  summary: 'The connected game aggregators and their settings (never a key)',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminAggregator) }),
});

export const adminSyncAggregator = defineRoute({
  method: 'POST',
  path: '/api/admin/aggregators/:code/sync',
  summary: "Syncs the catalogue with the aggregator's games list now: new, changed and retired games",
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({ code: z.string().min(1).max(40) }),
  reply: z.object({ message: z.string(), data: adminAggregatorSync }),
});

export const adminReconcileAggregator = defineRoute({
  method: 'GET',
  path: '/api/admin/aggregators/:code/reconciliation',
  summary: "Compares the aggregator's report of a day's wallet transactions with the ledger",
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({ code: z.string().min(1).max(40) }),
  query: z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.'),
    format: reportFormat,
  }),
  reply: z.object({ data: adminAggregatorReconciliation }),
});

export type AdminAggregator = z.infer<typeof adminAggregator>;
export type AdminAggregatorSync = z.infer<typeof adminAggregatorSync>;
export type AdminAggregatorReconciliation = z.infer<typeof adminAggregatorReconciliation>;
export type AdminReconciliationEntry = z.infer<typeof reconciliationEntry>;
