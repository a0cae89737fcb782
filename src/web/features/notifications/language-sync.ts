// The app language a signed-in person picks (the language switch, src/web/i18n) is also saved to
// their account, so that e-mails and SMS come in it and the bell's texts follow. Only a change
// made while signed in is saved: the language already shown when the page opened may be a choice
// made on another device's account, or none at all.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useT } from '@/web/i18n/i18n';
import { callEndpoint } from '@/web/lib/api-client';
import { endpointKey, invalidateEndpoints } from '@/web/lib/endpoint-query';
import { NOTIFICATION_ENDPOINTS, type Audience } from './unread-count';

export function useSaveLanguageToAccount(audience: Audience): void {
  const { language } = useT();
  const queryClient = useQueryClient();
  const saved = useRef(language);

  useEffect(() => {
    if (saved.current === language) return;
    saved.current = language;
    const endpoints = NOTIFICATION_ENDPOINTS[audience];
    callEndpoint(endpoints.updatePreferences, { body: { language } }).then(
      (preferences) => {
        queryClient.setQueryData(endpointKey(endpoints.getPreferences), preferences);
        // The titles and bodies are written by the server in the reader's language.
        void invalidateEndpoints(queryClient, [endpoints.list]);
      },
      () => {
        // Best effort: the screen already speaks the new language; the next change saves again.
      },
    );
  }, [audience, language, queryClient]);
}
