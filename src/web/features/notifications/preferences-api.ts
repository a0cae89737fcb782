// The channel preferences calls (issue 13) of a seller or an agent, for the profile pages (kept
// apart from the list's hooks in api.ts, which only the bell's lazy panel needs). A switch moves
// on screen at once; a refusal puts back what the server holds.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@/domain/notifications.schema';
import { endpointKey, endpointQuery, invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';
import { withChange } from './preferences';
import { NOTIFICATION_ENDPOINTS as ENDPOINTS, type Audience } from './unread-count';

export function usePreferences(audience: Audience) {
  return useQuery(endpointQuery(ENDPOINTS[audience].getPreferences));
}

export function useUpdatePreferences(audience: Audience) {
  const queryClient = useQueryClient();
  const endpoints = ENDPOINTS[audience];
  const key = endpointKey(endpoints.getPreferences);
  return useMappedMutation(
    endpoints.updatePreferences,
    (change: NotificationPreferencesUpdate) => ({ body: change }),
    {
      onMutate: (change) => {
        queryClient.setQueryData<NotificationPreferences>(key, (preferences) =>
          preferences ? withChange(preferences, change) : preferences,
        );
      },
      onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
      onError: () => void invalidateEndpoints(queryClient, [endpoints.getPreferences]),
    },
  );
}
