// The audit log (GET /api/admin/audit-log): what operators did, newest first, filtered by operator,
// action, target and days (decision 0713).
import { adminAuditLog } from '@reelvault/contract/calls/backoffice';
import type { ReplyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type AuditEntry = ReplyOf<typeof adminAuditLog>['data'][number];

const day = z.iso.date();

/** The filters, all in the URL: operator, action (or a family with a trailing dot), target, days. */
export const auditParams = z.object({
  page: z.coerce.number().int().min(1).default(1),
  admin_id: z.coerce.number().int().positive().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  target_type: z.string().trim().min(1).max(50).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
});

export function useAuditLog(params: z.output<typeof auditParams>) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'audit-log', params],
      queryFn: ({ signal }) => api.call(adminAuditLog, { query: { ...params, per_page: 50 }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
