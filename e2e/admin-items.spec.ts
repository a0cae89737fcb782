// The admin Items tab (SPEC §2 admin, §4, §5, §8): items a seller submitted through the API (real
// JPEG photos uploaded multipart) are reviewed in the browser: the offer rule, approve with an
// offer, reject, the lists and counts, the seller's cart value and the read-only summary.
import type { Locator, Page } from '@playwright/test';
import {
  adminCard,
  definition,
  expect,
  expectNoSidewaysScroll,
  jpeg,
  shortTag,
  test,
  toastRegion,
  type Customer,
  type Item,
} from './support/fixtures';

function listsOf(page: Page) {
  const lists = page.getByRole('tablist', { name: 'Item lists' });
  return {
    pendingTab: lists.getByRole('tab', { name: /^Pending Items \(\d+\)$/ }),
    allTab: lists.getByRole('tab', { name: /^All Items \(\d+\)$/ }),
    pendingPanel: page.getByRole('tabpanel', { name: /^Pending Items/ }),
    allPanel: page.getByRole('tabpanel', { name: /^All Items/ }),
  };
}

async function countIn(tab: Locator): Promise<number> {
  const text = (await tab.textContent()) ?? '';
  const match = /\((\d+)\)/.exec(text);
  if (!match) throw new Error(`no count in '${text}'`);
  return Number(match[1]);
}

test.describe('admin item review', () => {
  let seller: Customer;
  let approveMe: Item;
  let rejectMe: Item;
  let brandA: string;
  let brandB: string;

  test.beforeEach(async ({ api }) => {
    const tag = shortTag();
    brandA = `Levis ${tag}`;
    brandB = `Zara ${tag}`;
    seller = await api.createCustomer({ firstName: 'Seller', lastName: tag });
    const photos = await Promise.all(
      (
        [
          [200, 40, 40],
          [40, 160, 60],
          [40, 60, 200],
          [220, 200, 40],
        ] as const
      ).map((rgb) => jpeg(rgb)),
    );
    // Four photos: the list shows three thumbnails and '+1 more'.
    approveMe = await api.submitItem(seller, {
      brand: brandA,
      category: 'denim',
      size: 'OS',
      condition: 'very-good',
      description: 'Straight-leg jeans, barely worn.',
      photos,
    });
    rejectMe = await api.submitItem(seller, {
      brand: brandB,
      category: 'outerwear',
      size: 'L',
      condition: 'fair',
      photos: [photos[1]!],
    });
  });

  test('approve with an offer, reject, and the read-only summary', async ({ page, login, api }) => {
    const titleA = `${brandA} · Denim`;
    const titleB = `${brandB} · Outerwear`;
    const email = seller.email;

    await login('admin');
    const { pendingTab, allTab, pendingPanel, allPanel } = listsOf(page);
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await expect(pendingTab).toBeVisible();
    expect(await countIn(pendingTab)).toBeGreaterThanOrEqual(2);

    // The pending cards: brand and category, size, condition, badge, thumbnails, seller.
    const cardA = adminCard(pendingPanel, titleA);
    const cardB = adminCard(pendingPanel, titleB);
    await expect(cardA).toHaveCount(1);
    await expect(cardB).toHaveCount(1);
    await expect(cardA.getByText('Pending', { exact: true })).toBeVisible();
    await expect(cardA.getByText(`Item #${approveMe.id}`)).toBeVisible();
    await expect(definition(cardA, 'Size')).toHaveText('One Size');
    await expect(definition(cardA, 'Condition')).toHaveText('Very Good');
    await expect(definition(cardA, 'User ID')).toHaveText(seller.id);
    await expect(definition(cardA, 'Email')).toHaveText(email);
    await expect(definition(cardA, 'Cart Value')).toHaveText('₹0.00');
    await expect(definition(cardB, 'Size')).toHaveText('L');
    await expect(definition(cardB, 'Condition')).toHaveText('Fair');
    await expect(definition(cardB, 'Email')).toHaveText(email);
    await expect(definition(cardB, 'Cart Value')).toHaveText('₹0.00');
    const thumbnails = cardA.getByRole('list', { name: 'Photos' }).getByRole('img');
    await expect(thumbnails).toHaveCount(3);
    await expect(cardA.getByText('+1 more', { exact: true })).toBeVisible();
    // The thumbnails are real pictures the browser could decode. They load lazily: at 360 px the
    // card can sit below the distance Chromium loads ahead of the screen (other tests add pending
    // items above it), so it is brought on screen first, as a person would scroll to it.
    await cardA.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);

    await expectNoSidewaysScroll(page);

    // Review A: Approve without an offer is refused beside the field.
    await cardA.getByRole('button', { name: 'Review' }).click();
    const dialogA = page.getByRole('dialog', { name: `Review ${titleA}` });
    await expect(dialogA).toBeVisible();
    await expect(dialogA.getByRole('link', { name: /^Open photo \d full size$/ })).toHaveCount(4);
    await expect(definition(dialogA, 'Category')).toHaveText('Denim');
    await expect(definition(dialogA, 'Description')).toHaveText('Straight-leg jeans, barely worn.');
    await expect(definition(dialogA, 'Email')).toHaveText(email);
    const offer = dialogA.getByLabel('Offer Amount (₹)');
    await dialogA.getByRole('button', { name: 'Approve' }).click();
    await expect(offer).toHaveAccessibleDescription(
      'Please enter an offer amount for approved items.',
    );
    await expect(offer).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expect(dialogA).toBeVisible();

    // Approve with ₹550.
    await offer.fill('550');
    await dialogA.getByLabel('Admin Notes').fill('Good denim, clean.');
    await dialogA.getByRole('button', { name: 'Approve' }).click();
    await expect(dialogA).toBeHidden();
    const toasts = toastRegion(page);
    await expect(toasts.getByText('Item Approved', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(`${titleA} approved with an offer of ₹550.00.`, { exact: true }),
    ).toBeVisible();

    // It leaves the pending list; the seller's cart value is now the offer.
    await expect(adminCard(pendingPanel, titleA)).toHaveCount(0);
    await expect(definition(cardB, 'Cart Value')).toHaveText('₹550.00');

    // Reject B.
    await cardB.getByRole('button', { name: 'Review' }).click();
    const dialogB = page.getByRole('dialog', { name: `Review ${titleB}` });
    await dialogB.getByLabel('Admin Notes').fill('Torn lining.');
    await dialogB.getByRole('button', { name: 'Reject' }).click();
    await expect(dialogB).toBeHidden();
    await expect(toasts.getByText('Item Rejected', { exact: true })).toBeVisible();
    await expect(toasts.getByText(`${titleB} has been rejected.`, { exact: true })).toBeVisible();
    await expect(adminCard(pendingPanel, titleB)).toHaveCount(0);

    // All Items: A approved at ₹550.00, B rejected; both show the seller's cart value.
    await allTab.click();
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    const allA = adminCard(allPanel, titleA);
    const allB = adminCard(allPanel, titleB);
    await expect(allA.getByText('Approved', { exact: true })).toBeVisible();
    await expect(definition(allA, 'Offer')).toHaveText('₹550.00');
    await expect(definition(allA, 'Cart Value')).toHaveText('₹550.00');
    await expect(allB.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(definition(allB, 'Offer')).toHaveCount(0);
    await expect(definition(allB, 'Cart Value')).toHaveText('₹550.00');

    // The reviewed item opens read-only: the summary, no Approve or Reject.
    await allA.getByRole('button', { name: 'View' }).click();
    const viewA = page.getByRole('dialog', { name: titleA, exact: true });
    await expect(viewA).toBeVisible();
    const summary = viewA.getByRole('region', { name: 'Review Summary' });
    await expect(summary.getByText('Approved', { exact: true })).toBeVisible();
    await expect(definition(summary, 'Offer')).toHaveText('₹550.00');
    await expect(definition(summary, 'Admin Notes')).toHaveText('Good denim, clean.');
    await expect(definition(summary, 'Reviewed')).not.toHaveText('Not recorded');
    await expect(viewA.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(viewA.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(viewA.getByLabel('Offer Amount (₹)')).toHaveCount(0);
    await viewA.getByRole('button', { name: 'Close' }).click();
    await expect(viewA).toBeHidden();

    await allB.getByRole('button', { name: 'View' }).click();
    const viewB = page.getByRole('dialog', { name: titleB, exact: true });
    const summaryB = viewB.getByRole('region', { name: 'Review Summary' });
    await expect(summaryB.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(definition(summaryB, 'Offer')).toHaveText('No offer');
    await expect(definition(summaryB, 'Admin Notes')).toHaveText('Torn lining.');
    await expect(viewB.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(viewB.getByRole('button', { name: 'Reject' })).toHaveCount(0);

    // The seller's own list agrees.
    const sellerRequest = await api.requestAs(seller);
    const own = (await (await sellerRequest.get('/api/clothing-items')).json()) as Array<
      Item & { offerAmount: string | null }
    >;
    expect(own.find((item) => item.id === approveMe.id)).toMatchObject({
      status: 'approved',
      offerAmount: '550.00',
    });
    expect(own.find((item) => item.id === rejectMe.id)).toMatchObject({ status: 'rejected' });
  });

  test('the pending count matches the server and drops by one after a review', async ({
    page,
    login,
    api,
  }) => {
    const titleB = `${brandB} · Outerwear`;
    await login('admin');
    const { pendingTab, pendingPanel } = listsOf(page);
    const admin = await api.admin();
    const serverPending = async () => {
      const response = await admin.get('/api/admin/pending-items?page=1&pageSize=1');
      return ((await response.json()) as { total: number }).total;
    };
    // Other tests submit and review items alongside, so the count is compared with the server's
    // reading around it.
    await expect(async () => {
      const before = await serverPending();
      const shown = await countIn(pendingTab);
      const after = await serverPending();
      expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
      expect(shown).toBeLessThanOrEqual(Math.max(before, after));
    }).toPass();

    await adminCard(pendingPanel, titleB).getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${titleB}` });
    await dialog.getByLabel('Offer Amount (₹)').fill('120.50');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      toastRegion(page).getByText(`${titleB} approved with an offer of ₹120.50.`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(adminCard(pendingPanel, titleB)).toHaveCount(0);
    await expect(async () => {
      const shown = await countIn(pendingTab);
      expect(shown).toBe(await serverPending());
    }).toPass();
    // The other item of the seller now shows the ₹120.50 cart value.
    await expect(definition(adminCard(pendingPanel, `${brandA} · Denim`), 'Cart Value')).toHaveText(
      '₹120.50',
    );
  });
});
