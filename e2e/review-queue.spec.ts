// The console's review queue (issue 14): a reviewer clears five pending items with the keyboard
// alone, each opening by itself after the last; the suggested offer shows with its sample size and
// basis and is taken with S; letters typed in the note are text, not shortcuts; the photo zoom
// opens with Z and Esc closes only it; Approve shows without scrolling at 1280x800. And a typed
// offer and note survive a session expiry: the reviewer signs in again, reopens the item, and
// finds them there.
//
// Other specs leave pending items on the same server, some older than these: the reviewer skips
// those with N (the queue's own key), so the test sees exactly its own items in the order they
// were submitted.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  adminCard,
  E2E_ADMIN_PASSWORD,
  endSession,
  expect,
  expectFocusInside,
  expectToast,
  jpeg,
  send,
  shortTag,
  test,
  type Customer,
  type Item,
} from './support/fixtures';
import { itemEndpoints } from '@/contract/items';

async function approve(admin: APIRequestContext, id: number, offerAmount: string) {
  const response = await send(admin, itemEndpoints.reviewItem, {
    params: { id },
    data: { status: 'approved', offerAmount },
  });
  expect(response.ok()).toBe(true);
}

/** Presses Tab until `target` has focus (the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/**
 * The decision as the queue's next item announces it (the toast says the same, but sits under the
 * open dialog, hidden from assistive technology).
 */
async function decided(page: Page, outcome: string) {
  await expect(queueDialog(page).getByRole('status').filter({ hasText: outcome })).toBeVisible();
}

/** The queue's dialog, whichever item it shows. */
function queueDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { level: 2 }) });
}

/**
 * Skips (N) other specs' items until the dialog shows `title` or the queue is done; returns the
 * dialog of `title`.
 */
async function skipTo(page: Page, title: string): Promise<Locator> {
  const wanted = page.getByRole('dialog', { name: title, exact: true });
  for (let skips = 0; skips < 500; skips += 1) {
    const dialog = queueDialog(page);
    await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText(/^Loading/);
    await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText('Review queue');
    if (await wanted.isVisible()) return wanted;
    const heading = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
    if (heading === 'No pending items left') throw new Error(`${title} never opened`);
    // Other specs' items may share a title ('Levis · Denim'): the item number tells them apart.
    const number = dialog.getByText(/^Item #\d+, submitted/);
    const shown = (await number.textContent()) ?? '';
    await page.keyboard.press('n');
    await expect(dialog.getByText(shown, { exact: true })).toHaveCount(0);
  }
  throw new Error(`${title} never opened`);
}

test.describe('review queue', () => {
  let seller: Customer;
  let tag: string;
  let queued: Item[];

  test.beforeEach(async ({ api }) => {
    tag = shortTag();
    seller = await api.createCustomer({ firstName: 'Queue', lastName: tag });
    const photo = await jpeg([180, 90, 60]);
    const admin = await api.admin();
    // Five past offers of one brand (sweaters, good): the suggestion is the brand's own median.
    for (const offer of ['400', '440', '410', '430', '420']) {
      const past = await api.submitItem(seller, {
        brand: `Known ${tag}`,
        category: 'sweaters',
        condition: 'good',
        photos: [photo],
      });
      await approve(admin, past.id, offer);
    }
    queued = [];
    for (const brand of [`One ${tag}`, `Known ${tag}`, `Three ${tag}`, `Four ${tag}`]) {
      queued.push(
        await api.submitItem(seller, {
          brand,
          category: 'sweaters',
          condition: 'good',
          photos: [photo],
        }),
      );
    }
    queued.push(
      await api.submitItem(seller, {
        brand: `Five ${tag}`,
        category: 'shoes',
        condition: 'fair',
        photos: [photo, await jpeg([40, 160, 60])],
      }),
    );
  });

  test('a reviewer clears five pending items with the keyboard alone', async ({
    page,
    login,
    api,
    isMobile,
  }) => {
    test.skip(isMobile, 'a keyboard workflow at 1280x800; phones have no keyboard shortcuts');
    await login('admin');
    const queueButton = page.getByRole('button', { name: 'Review oldest pending' });
    await tabTo(page, queueButton);
    await page.keyboard.press('Enter');

    // 1: the offer field has focus; type the amount and press Enter.
    const first = await skipTo(page, `Review One ${tag} · Sweaters`);
    const offer = first.getByLabel('Offer Amount (₹)');
    await expect(offer).toBeFocused();
    await expect(first.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText(
      'Enter approve',
    );
    // Everything needed to decide is on screen at 1280x800: no scrolling inside the dialog.
    await expect(first.getByRole('button', { name: 'Approve' })).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('button', { name: 'Reject' })).toBeInViewport({ ratio: 1 });
    expect(await first.evaluate((dialog) => dialog.scrollHeight <= dialog.clientHeight)).toBe(true);
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    await decided(page, `One ${tag} · Sweaters approved with an offer of ₹300.00.`);

    // 2: opens by itself; the suggestion (brand median of 5) is taken with S, then Enter.
    const second = await skipTo(page, `Review Known ${tag} · Sweaters`);
    const suggestion = second.getByRole('region', { name: 'Suggested offer' });
    await expect(suggestion).toContainText('₹420.00');
    await expect(suggestion).toContainText('range ₹400.00 – ₹440.00');
    await expect(suggestion).toContainText(
      'median of 5 past offers for this brand, category and condition',
    );
    await expect(second.getByLabel('Offer Amount (₹)')).toBeFocused();
    await page.keyboard.press('s');
    await expect(second.getByLabel('Offer Amount (₹)')).toHaveValue('420.00');
    await page.keyboard.press('Enter');
    await decided(page, `Known ${tag} · Sweaters approved with an offer of ₹420.00.`);

    // 3: a note with r, s and n in it is text, not shortcuts; Tab to Reject and press Enter.
    const third = await skipTo(page, `Review Three ${tag} · Sweaters`);
    await expect(third.getByLabel('Offer Amount (₹)')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(third.getByLabel('Admin Notes')).toBeFocused();
    await page.keyboard.type('Torn seam near the neck');
    await expect(third.getByLabel('Admin Notes')).toHaveValue('Torn seam near the neck');
    await page.keyboard.press('Tab');
    await expect(third.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    await decided(page, `Three ${tag} · Sweaters has been rejected.`);

    // 4: R rejects from the offer field.
    await skipTo(page, `Review Four ${tag} · Sweaters`);
    await page.keyboard.press('r');
    await decided(page, `Four ${tag} · Sweaters has been rejected.`);

    // 5: Z zooms the first photo, the arrow key moves on, Esc closes only the zoom; no history
    // for shoes in fair condition, so no suggestion.
    const fifth = await skipTo(page, `Review Five ${tag} · Shoes`);
    await expect(fifth.getByRole('region', { name: 'Suggested offer' })).toContainText(
      'No approved offers for this category and condition yet.',
    );
    await page.keyboard.press('z');
    const zoom = page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await expect(zoom).toBeVisible();
    await expectFocusInside(zoom);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Photo/ })).toHaveCount(0);
    await expect(fifth).toBeVisible();
    await expect(fifth.getByLabel('Offer Amount (₹)')).toBeFocused();
    await page.keyboard.type('150.5');
    await page.keyboard.press('Enter');
    await decided(page, `Five ${tag} · Shoes approved with an offer of ₹150.50.`);

    // Nothing of ours is left; past whatever other specs left, the queue says it is done.
    const dialog = queueDialog(page);
    for (let skips = 0; skips < 500; skips += 1) {
      const heading = dialog.getByRole('heading', { level: 2 });
      await expect(heading).not.toHaveText(/^(Loading|Review queue$)/);
      if ((await heading.textContent()) === 'No pending items left') break;
      await page.keyboard.press('n');
    }
    await expect(dialog.getByRole('heading', { name: 'No pending items left' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(queueButton).toBeFocused();

    // The server agrees with what was decided.
    const mine = (await (
      await (await api.requestAs(seller)).get('/api/clothing-items')
    ).json()) as Array<Item & { offerAmount: string | null; adminNotes: string | null }>;
    const byId = new Map(mine.map((item) => [item.id, item]));
    expect(queued.map((item) => byId.get(item.id))).toMatchObject([
      { status: 'approved', offerAmount: '300.00' },
      { status: 'approved', offerAmount: '420.00' },
      { status: 'rejected', adminNotes: 'Torn seam near the neck' },
      { status: 'rejected' },
      { status: 'approved', offerAmount: '150.50' },
    ]);
  });

  test('a typed offer and note survive a session expiry', async ({ page, login }) => {
    const title = `One ${tag} · Sweaters`;
    await login('admin');
    const card = adminCard(page.getByRole('tabpanel', { name: /^Pending Items/ }), title);
    await card.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${title}` });
    await dialog.getByLabel('Offer Amount (₹)').fill('275');
    await dialog.getByLabel('Admin Notes').fill('Check the zip before pickup.');

    // The session ends under the reviewer (the cookie is gone): Approve sends them to sign in.
    await endSession(page, 'admin_sid');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Unauthorized', 'Session expired. Please log in again.');
    await expect(page).toHaveURL(PATHS.adminLogin);

    await page.getByLabel('Admin Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(PATHS.adminDashboard);
    await adminCard(page.getByRole('tabpanel', { name: /^Pending Items/ }), title)
      .getByRole('button', { name: 'Review' })
      .click();
    const again = page.getByRole('dialog', { name: `Review ${title}` });
    await expect(
      again.getByText('Restored your unsaved offer and note for this item.'),
    ).toBeVisible();
    await expect(again.getByLabel('Offer Amount (₹)')).toHaveValue('275');
    await expect(again.getByLabel('Admin Notes')).toHaveValue('Check the zip before pickup.');

    // Decided: the draft is dropped.
    await again.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Item Approved', `${title} approved with an offer of ₹275.00.`);
    const draftKeys = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('review-draft:')),
    );
    expect(draftKeys).not.toContain(`review-draft:${queued[0]!.id}`);
  });
});
