// The notification list (issue 13), in the bell's dialog: newest first, unread ones marked in words
// as well as colour, each opening its screen and being marked read on the way; "Mark all as read";
// "Load more" pages back with `before`. A panel under the bell on wide screens, a full-screen
// sheet on a phone. Its own chunk with the dialog itself (notification-bell.tsx loads it, and
// unmounts it to close).
import { useLocation } from 'wouter';
import type { NotificationItem } from '@/domain/notifications.schema';
import { BusyButton } from '@/web/components/ui/busy-button';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogFrame } from '@/web/components/ui/dialog-frame';
import { QueryState } from '@/web/components/ui/query-state';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { useErrorText } from '@/web/lib/error-text';
import { useMarkRead, useNotificationPages } from './api';
import type { Audience } from './unread-count';

const SKELETONS = ['h-16 w-full', 'h-16 w-full', 'h-16 w-full'];

interface NotificationsPanelProps {
  audience: Audience;
  onClose: () => void;
}

export default function NotificationsPanel({ audience, onClose }: NotificationsPanelProps) {
  const { t } = useT();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const pages = useNotificationPages(audience);
  const markRead = useMarkRead(audience);
  const items = pages.data?.pages.flatMap((page) => page.items);
  const unread = pages.data?.pages[0]?.unread;

  const openNotification = (notification: NotificationItem) => {
    // The mutation outlives the panel: the count falls once the server has answered.
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onClose();
    navigate(notification.link);
  };

  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogFrame
        title={t('notifications.title')}
        description={unread === undefined ? '' : t('notifications.summary', { count: unread })}
        closeLabel={t('notifications.close')}
        className={cn(
          // A phone: the whole screen. Wider: a panel under the header's right end.
          'inset-0 top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 p-4',
          'sm:inset-auto sm:top-16 sm:right-4 sm:h-auto sm:max-h-[calc(100dvh-5rem)] sm:w-[26rem] sm:rounded-xl sm:border sm:p-5',
        )}
      >
        {unread ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('notifications.markAllRead')}
            </Button>
          </div>
        ) : null}
        {markRead.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(markRead.error, t('notifications.markFailed'))}
          </p>
        ) : null}
        <QueryState
          query={{
            data: items,
            // A later page that failed says so under the list, which stays.
            isError: pages.isError && !pages.isFetchNextPageError,
            refetch: pages.refetch,
          }}
          failed={t('notifications.failed')}
          empty={t('notifications.empty')}
          skeletons={SKELETONS}
        >
          {(list) => (
            <ul className="grid gap-2">
              {list.map((notification) => (
                <li key={notification.id}>
                  <NotificationRow
                    notification={notification}
                    onOpen={() => openNotification(notification)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {pages.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('notifications.failed')}
          </p>
        ) : null}
        {pages.hasNextPage ? (
          <BusyButton
            type="button"
            variant="outline"
            busy={pages.isFetchingNextPage}
            label={t('notifications.loadMore')}
            busyLabel={t('common.loading')}
            onClick={() => void pages.fetchNextPage()}
          />
        ) : null}
      </DialogFrame>
    </Dialog>
  );
}

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: NotificationItem;
  onOpen: () => void;
}) {
  const { t, format } = useT();
  const isUnread = notification.readAt === null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
        isUnread ? 'border-primary/40 bg-primary/5' : 'border-border',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className={cn('text-sm wrap-anywhere', isUnread ? 'font-semibold' : 'font-medium')}>
          {isUnread ? <span className="sr-only">{t('notifications.unreadItem')} </span> : null}
          {notification.title}
        </span>
        {isUnread ? (
          <span
            aria-hidden="true"
            className="shrink-0 rounded-full bg-primary px-2 text-[11px] leading-5 font-semibold text-primary-foreground"
          >
            {t('notifications.new')}
          </span>
        ) : null}
      </span>
      <span className="text-sm text-muted-foreground wrap-anywhere">{notification.body}</span>
      <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
        {format.dateTime(notification.createdAt)}
      </time>
    </button>
  );
}
