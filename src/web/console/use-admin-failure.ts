// One rule for every admin call (SPEC §2, §8): a 401 means the admin session is gone, so show
// 'Unauthorized' / 'Session expired. Please log in again.' and go back to /superman after 1 s;
// any other failure shows the caller's own message.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { TIMING } from '@/domain/constants';
import { PATHS } from '@/domain/paths';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { ApiError } from '@/web/lib/api-client';
import { removeQueriesUnder } from '@/web/lib/endpoint-query';
import { ADMIN_API_PREFIX } from './api';

export interface FailureToast {
  title: string;
  description: string;
}

// Several polled lists can fail with the same expired session; the admin hears about it once.
let redirectPending = false;

export function useAdminFailureRedirect(): (error: unknown, otherwise?: FailureToast) => void {
  const { t } = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    (error: unknown, otherwise?: FailureToast) => {
      if (!(error instanceof ApiError && error.status === 401)) {
        if (otherwise) toast({ variant: 'destructive', ...otherwise });
        return;
      }
      if (redirectPending) return;
      redirectPending = true;
      toast({
        variant: 'destructive',
        title: t('admin.unauthorizedTitle'),
        description: t('friendly.unauthorized'),
      });
      setTimeout(() => {
        redirectPending = false;
        removeQueriesUnder(queryClient, ADMIN_API_PREFIX);
        navigate(PATHS.adminLogin);
      }, TIMING.adminFailureRedirect);
    },
    [t, navigate, queryClient],
  );
}

/** For lists and figures: a 401 leaves the dashboard; other errors are shown in place. */
export function useAdminQueryFailure(error: unknown): void {
  const onFailure = useAdminFailureRedirect();
  useEffect(() => {
    if (error) onFailure(error);
  }, [error, onFailure]);
}
