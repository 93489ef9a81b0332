// GET /api/site-settings: what the operator configured that the site shows (the sportsbook, the live-chat
// app id, the operator's name, the ad-network redirect). Read once per visit; a failure means none of them.
import * as contentCalls from '@reelvault/contract/calls/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export function fetchSiteSettings(signal?: AbortSignal) {
  return api.call(contentCalls.siteSettings, { signal });
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
