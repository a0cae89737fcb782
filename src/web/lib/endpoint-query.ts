// TanStack Query over the endpoint contracts: a query's key and fetcher come from the endpoint
// itself, so no screen pairs a URL with a type by hand (mutations: endpoint-mutation.ts).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EndpointSpec, RequestOf } from '@/contract/endpoint';
import { callEndpoint, callEndpointIfSignedIn } from './api-client';

export type RequestArgs<E extends EndpointSpec> =
  object extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

/**
 * [path, params, query]: every query of one endpoint shares the path, so invalidating
 * [endpoint.path] refreshes all of its pages.
 */
export function endpointKey<E extends EndpointSpec>(endpoint: E, request?: RequestOf<E>) {
  const { params, query } = (request ?? {}) as { params?: unknown; query?: unknown };
  return [endpoint.path, params ?? null, query ?? null] as const;
}

export function endpointQuery<E extends EndpointSpec>(endpoint: E, ...[request]: RequestArgs<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, request),
    queryFn: () => callEndpoint(endpoint, ...([request] as RequestArgs<E>)),
  });
}

/** A read where 401 means "nobody signed in": the data is null then, not an error. */
export function signedInQuery<E extends EndpointSpec>(endpoint: E, ...[request]: RequestArgs<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, request),
    queryFn: () => callEndpointIfSignedIn(endpoint, ...([request] as RequestArgs<E>)),
  });
}

export function invalidateEndpoints(queryClient: QueryClient, endpoints: readonly EndpointSpec[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: [endpoint.path] })),
  );
}

/** Forgets every cached answer under a path prefix ('/api/admin/'): what a signed-out principal
 * saw must not show to the next one. */
export function removeQueriesUnder(queryClient: QueryClient, pathPrefix: string) {
  queryClient.removeQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(pathPrefix),
  });
}
