// A session that ends while a page is open (it expired, or was ended elsewhere) shows first as a
// 401 to whatever the page asks next. Left there, the page stayed "signed in" and each card said
// it could not load (issue 28). The signed-in shells watch for a 401, ask their own session read
// again, and when it answers "nobody", the page turns into its signed-out state (the landing page,
// the 404 with Sign In, Agent Sign In), told why and with the way back (lib/return-to.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { onUnauthorized } from './api-client';
import { rememberReturnTo } from './return-to';

/** A signedInQuery (lib/endpoint-query.ts): its data is null when nobody is signed in. */
interface SessionQuery<T, K extends QueryKey> {
  queryKey: K;
  queryFn?: QueryFunction<T | null, K, never>;
}

/** A caller that says the session's end itself (Submit All's SPEC toast and redirect). */
let saidByCaller = false;

/** Call from a 401 handler that tells the person itself: the shell then stays quiet. */
export function sessionEndSaidHere(): void {
  saidByCaller = true;
}

/**
 * `sessionRead`: the read whose null is "signed out" (a 401 answers null). `onEnded` is called
 * once the session is known to have ended, after the page it ended on is remembered.
 */
export function useSessionWatch<T, K extends QueryKey>(
  sessionRead: SessionQuery<T, K>,
  onEnded: () => void,
): void {
  const queryClient = useQueryClient();
  const checking = useRef(false);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        const key = sessionRead.queryKey;
        // Signed out already (a sign-in page, a wrong password), or a check under way.
        if (!queryClient.getQueryData(key) || checking.current) return;
        checking.current = true;
        saidByCaller = false;
        void queryClient
          .fetchQuery({ ...sessionRead, staleTime: 0 })
          .then((who) => {
            if (who !== null) return;
            rememberReturnTo();
            if (!saidByCaller) ended.current();
          })
          .catch(() => {
            // No answer (offline): nothing is known, the page stays as it is.
          })
          .finally(() => {
            checking.current = false;
          });
      }),
    [queryClient, sessionRead],
  );
}
