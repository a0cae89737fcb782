import { QueryClient } from '@tanstack/react-query';

// SPEC §7/§9 defaults: no retries, no refetch on focus, results never stale unless a query says
// otherwise, no polling unless set.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
