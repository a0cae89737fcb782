import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationList } from '@/domain/notifications.schema';
import { markedRead, nextCursor } from './notification-list';
import { badgeText } from './unread-count';

function item(id: number, readAt: string | null = null): NotificationItem {
  return {
    id,
    type: 'item.approved',
    title: 'Item approved',
    body: 'Your Levis Denim is approved: we offer ₹300.',
    link: '/',
    createdAt: '2026-11-25T10:00:00.000Z',
    readAt,
  };
}

describe('the bell badge', () => {
  it('shows nothing when all is read, the number up to 9 and "9+" past it', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('the next page of the list', () => {
  it('starts before the oldest notification shown while the server has more', () => {
    expect(nextCursor({ items: [item(30), item(12)], unread: 2, hasMore: true })).toBe(12);
  });

  it('ends after the last page', () => {
    expect(nextCursor({ items: [item(30), item(12)], unread: 2, hasMore: false })).toBeUndefined();
    expect(nextCursor({ items: [], unread: 0, hasMore: false })).toBeUndefined();
  });
});

describe('marking read in a page on screen', () => {
  const earlier = '2026-11-24T08:00:00.000Z';
  const now = '2026-11-25T12:00:00.000Z';
  const page: NotificationList = {
    items: [item(3), item(2, earlier), item(1)],
    unread: 2,
    hasMore: false,
  };

  it('reads only the named notifications', () => {
    const read = markedRead(page, [3], now).items.map((one) => one.readAt);
    expect(read).toEqual([now, earlier, null]);
  });

  it('reads every one for "all", keeping when earlier ones were read', () => {
    const read = markedRead(page, 'all', now).items.map((one) => one.readAt);
    expect(read).toEqual([now, earlier, now]);
  });

  it('leaves the page it was given as it was', () => {
    markedRead(page, 'all', now);
    expect(page.items.map((one) => one.readAt)).toEqual([null, earlier, null]);
  });
});
