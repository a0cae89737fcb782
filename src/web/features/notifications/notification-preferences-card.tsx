// Notification preferences (issue 13) on the seller profile and the agent profile: for each kind
// of update the reader can get, a switch for the app, e-mail and SMS, saved as it is turned.
// Money in the app stays on (the server refuses otherwise), shown on, disabled and explained.
// The language messages are sent in is the app language (saved by the bell's language-sync.ts).
import { BellRing, Lock } from 'lucide-react';
import { useId } from 'react';
import type { NotificationKind } from '@/domain/notification-kinds';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { usePreferences, useUpdatePreferences } from './preferences-api';
import { CHANNELS, isLocked, kindsFor, type Channel } from './preferences';
import type { Audience } from './unread-count';

export function NotificationPreferencesCard({ audience }: { audience: Audience }) {
  const { t } = useT();
  const errorText = useErrorText();
  const preferences = usePreferences(audience);
  const update = useUpdatePreferences(audience);
  const noteId = useId();
  const kinds = kindsFor(audience);

  const change = (kind: NotificationKind, channel: Channel, on: boolean) =>
    update.mutate({ channels: { [kind]: { [channel]: on } } });

  return (
    <SectionCard
      title={t('notifications.preferences.title')}
      icon={BellRing}
      description={t('notifications.preferences.description')}
      contentClassName="grid gap-4"
    >
      {preferences.isError ? (
        <RetryAlert
          compact
          message={t('notifications.preferences.loadFailed')}
          onRetry={() => void preferences.refetch()}
        />
      ) : !preferences.data ? (
        <div className="grid gap-2" aria-busy="true">
          <span role="status" className="sr-only">
            {t('common.loading')}
          </span>
          {kinds.map((kind) => (
            <Skeleton key={kind} className="h-16 w-full" />
          ))}
        </div>
      ) : (
        <>
          <div className="grid gap-3">
            {kinds.map((kind) => (
              <fieldset
                key={kind}
                className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <legend className="sr-only">{t(`notifications.kind.${kind}`)}</legend>
                <div aria-hidden="true" className="grid gap-0.5">
                  <span className="text-sm font-medium">{t(`notifications.kind.${kind}`)}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`notifications.kindHint.${kind}`)}
                  </span>
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {CHANNELS.map((channel) => {
                    const locked = isLocked(kind, channel);
                    return (
                      <label key={channel} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          role="switch"
                          className="size-4 accent-primary"
                          checked={locked || preferences.data.channels[kind][channel]}
                          disabled={locked}
                          aria-label={t('notifications.preferences.switch', {
                            kind: t(`notifications.kind.${kind}`),
                            channel: t(`notifications.channel.${channel}`),
                          })}
                          aria-describedby={locked ? noteId : undefined}
                          onChange={(event) => change(kind, channel, event.target.checked)}
                        />
                        <span aria-hidden="true" className="flex items-center gap-1">
                          {t(`notifications.channel.${channel}`)}
                          {locked ? <Lock className="size-3.5 text-muted-foreground" /> : null}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
          {kinds.some((kind) => isLocked(kind, 'inApp')) ? (
            <p id={noteId} className="text-sm text-muted-foreground">
              {t('notifications.preferences.moneyNote')}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {t('notifications.preferences.language', {
              language: t(`notifications.preferences.languageName.${preferences.data.language}`),
            })}
          </p>
          <p role="status" className="text-sm">
            {update.isSuccess ? t('notifications.preferences.saved') : ''}
          </p>
          {update.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(update.error, t('notifications.preferences.saveFailed'))}
            </p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
