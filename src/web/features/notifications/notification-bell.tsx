// The bell in the seller and agent headers (issue 13): the unread count as a badge ("9+" past 9,
// the accessible name keeps the number) and the list in a dialog. The dialog, Radix included, is
// its own chunk, fetched when the bell is first pointed at, focused or pressed, so every page
// carries only this button (the agent pages have no other dialog in their first load). The dialog
// closes on Esc and gives focus back to the bell (components/ui/dialog.tsx).
import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/web/lib/lazy';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/i18n';
import { useSaveLanguageToAccount } from './language-sync';
import { badgeText, useUnreadCount, type Audience } from './unread-count';

const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((module) => module.default),
);

export function NotificationBell({ audience }: { audience: Audience }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(audience).data ?? 0;
  const badge = badgeText(unread);
  useSaveLanguageToAccount(audience);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative size-9 sm:size-10"
        aria-label={t('notifications.bellLabel', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void NotificationsPanel.preload()}
        onFocus={() => void NotificationsPanel.preload()}
        onClick={() => setOpen(true)}
      >
        <Bell aria-hidden="true" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-5 font-semibold text-destructive-foreground tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel audience={audience} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
