// Mutations over the endpoint contracts: the mutation function comes from the endpoint, and the
// reads it changes are refreshed by naming their endpoints. Kept apart from the queries so that
// the first page, which only reads, does not carry TanStack's mutation machinery.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { EndpointSpec, ReplyOf, RequestOf } from '@/contract/endpoint';
import { callEndpoint } from './api-client';
import { invalidateEndpoints, type RequestArgs } from './endpoint-query';

export interface EndpointMutationOptions<E extends EndpointSpec, Variables> extends Omit<
  UseMutationOptions<ReplyOf<E>, Error, Variables>,
  'mutationFn'
> {
  /** Reads refreshed once the change has settled (succeeded or failed: a refusal may mean the
   * cached list is out of date). */
  invalidates?: readonly EndpointSpec[];
}

/** The endpoint's request, or nothing at all for an endpoint that reads no input. */
type MutationRequest<E extends EndpointSpec> =
  object extends RequestOf<E> ? RequestOf<E> | void : RequestOf<E>;

/** A mutation whose variables are the endpoint's request ({ params, body }). */
export function useEndpointMutation<E extends EndpointSpec>(
  endpoint: E,
  options: EndpointMutationOptions<E, MutationRequest<E>> = {},
) {
  return useMappedMutation(
    endpoint,
    (request: MutationRequest<E>) => (request ?? {}) as RequestOf<E>,
    options,
  );
}

/**
 * A mutation whose screen-side variables are turned into the endpoint's request first (a form's
 * values into a FormData, an id into params).
 */
export function useMappedMutation<E extends EndpointSpec, Variables>(
  endpoint: E,
  toRequest: (variables: Variables) => RequestOf<E>,
  { invalidates = [], onSettled, ...options }: EndpointMutationOptions<E, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables: Variables) =>
      callEndpoint(endpoint, ...([toRequest(variables)] as RequestArgs<E>)),
    onSettled: (...args) => {
      void invalidateEndpoints(queryClient, invalidates);
      return onSettled?.(...args);
    },
  });
}
