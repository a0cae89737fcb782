// The address of an endpoint from its contract (src/contract), for the API tests' app.inject and
// the e2e specs' request contexts alike: no test types an /api path by hand.
import { pathOf, type EndpointSpec } from '@/contract/endpoint';

export interface EndpointAddress {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/** The URL of an endpoint with its path parameters filled in and the query appended. */
export function urlOf(
  endpoint: Pick<EndpointSpec, 'path'>,
  { params, query = {} }: EndpointAddress = {},
): string {
  const path = pathOf(endpoint.path, params);
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
