// GET /api/geo: the caller's country by IP address (the server's offline database), for the default of
// the registration form; null when unknown (as for a local address).
import * as referenceCalls from '@reelvault/contract/calls/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export function getGeo(signal?: AbortSignal) {
  return api.call(referenceCalls.geo, signal ? { signal } : {});
}

export function geoQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'geo'],
    queryFn: ({ signal }) => getGeo(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useGeo() {
  return useQuery(geoQueryOptions());
}
