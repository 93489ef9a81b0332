// GET /api/site-settings: what the operator configured that the site shows (the sportsbook, the live-chat
// app id, the operator's name). Read once per visit; a failure means none of them.
import { routes } from '@reelvault/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => api.call(routes.siteSettings, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
