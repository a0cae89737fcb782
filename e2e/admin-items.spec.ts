// The admin Items tab (SPEC §2 admin, §4, §5, §8): items a seller submitted through the API (real
// JPEG photos uploaded multipart) are reviewed in the browser: the offer rule, approve with an
// offer, reject, the lists and counts, the seller's cart value and the read-only summary.
import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createItem,
  customerRequest,
  expect,
  expectNoSidewaysScroll,
  makeJpeg,
  skipSplash,
  test,
  toastRegion,
  uploadPhotos,
  waitForSplashToGo,
  type E2eCustomer,
  type E2eItem,
} from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

interface Seller {
  customer: E2eCustomer;
  request: APIRequestContext;
}

function listsOf(page: Page) {
  const lists = page.getByRole('tablist', { name: 'Item lists' });
  return {
    pendingTab: lists.getByRole('tab', { name: /^Pending Items \(\d+\)$/ }),
    allTab: lists.getByRole('tab', { name: /^All Items \(\d+\)$/ }),
    pendingPanel: page.getByRole('tabpanel', { name: /^Pending Items/ }),
    allPanel: page.getByRole('tabpanel', { name: /^All Items/ }),
  };
}

/** A card in a list, found by its title ('{brand} · {Category}'). */
function card(list: Locator, title: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** The <dd> after a <dt> label inside a card or dialog. */
function field(scope: Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

async function countIn(tab: Locator): Promise<number> {
  const text = (await tab.textContent()) ?? '';
  const match = /\((\d+)\)/.exec(text);
  if (!match) throw new Error(`no count in '${text}'`);
  return Number(match[1]);
}

test.describe('admin item review', () => {
  let seller: Seller;
  let approveMe: E2eItem;
  let rejectMe: E2eItem;
  let brandA: string;
  let brandB: string;

  test.beforeEach(async ({ api, playwright }) => {
    const tag = crypto.randomBytes(3).toString('hex');
    brandA = `Levis ${tag}`;
    brandB = `Zara ${tag}`;
    const customer = await api.createCustomer({ firstName: 'Seller', lastName: tag });
    const request = await customerRequest(playwright.request, customer);
    seller = { customer, request };
    const photos = await Promise.all(
      (
        [
          [200, 40, 40],
          [40, 160, 60],
          [40, 60, 200],
          [220, 200, 40],
        ] as const
      ).map((rgb) => makeJpeg({ rgb: [...rgb] })),
    );
    // Four photos: the list shows three thumbnails and '+1 more'.
    const urlsA = await uploadPhotos(request, photos);
    approveMe = await createItem(request, urlsA, {
      brand: brandA,
      category: 'denim',
      size: 'OS',
      condition: 'very-good',
      description: 'Straight-leg jeans, barely worn.',
    });
    const urlsB = await uploadPhotos(request, [photos[1]!]);
    rejectMe = await createItem(request, urlsB, {
      brand: brandB,
      category: 'outerwear',
      size: 'L',
      condition: 'fair',
    });
  });

  test.afterEach(async () => {
    await seller.request.dispose();
  });

  test('approve with an offer, reject, and the read-only summary', async ({ page, login }) => {
    const titleA = `${brandA} · Denim`;
    const titleB = `${brandB} · Outerwear`;
    const email = seller.customer.email;

    await login('admin');
    await waitForSplashToGo(page);
    const { pendingTab, allTab, pendingPanel, allPanel } = listsOf(page);
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await expect(pendingTab).toBeVisible();
    expect(await countIn(pendingTab)).toBeGreaterThanOrEqual(2);

    // The pending cards: brand and category, size, condition, badge, thumbnails, seller.
    const cardA = card(pendingPanel, titleA);
    const cardB = card(pendingPanel, titleB);
    await expect(cardA).toHaveCount(1);
    await expect(cardB).toHaveCount(1);
    await expect(cardA.getByText('Pending', { exact: true })).toBeVisible();
    await expect(cardA.getByText(`Item #${approveMe.id}`)).toBeVisible();
    await expect(field(cardA, 'Size')).toHaveText('One Size');
    await expect(field(cardA, 'Condition')).toHaveText('Very Good');
    await expect(field(cardA, 'User ID')).toHaveText(seller.customer.id);
    await expect(field(cardA, 'Email')).toHaveText(email);
    await expect(field(cardA, 'Cart Value')).toHaveText('₹0.00');
    await expect(field(cardB, 'Size')).toHaveText('L');
    await expect(field(cardB, 'Condition')).toHaveText('Fair');
    await expect(field(cardB, 'Email')).toHaveText(email);
    await expect(field(cardB, 'Cart Value')).toHaveText('₹0.00');
    const thumbnails = cardA.getByRole('list', { name: 'Photos' }).getByRole('img');
    await expect(thumbnails).toHaveCount(3);
    await expect(cardA.getByText('+1 more', { exact: true })).toBeVisible();
    // The thumbnails are real pictures the browser could decode.
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
    await expect(field(dialogA, 'Category')).toHaveText('Denim');
    await expect(field(dialogA, 'Description')).toHaveText('Straight-leg jeans, barely worn.');
    await expect(field(dialogA, 'Email')).toHaveText(email);
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
    await expect(card(pendingPanel, titleA)).toHaveCount(0);
    await expect(field(cardB, 'Cart Value')).toHaveText('₹550.00');

    // Reject B.
    await cardB.getByRole('button', { name: 'Review' }).click();
    const dialogB = page.getByRole('dialog', { name: `Review ${titleB}` });
    await dialogB.getByLabel('Admin Notes').fill('Torn lining.');
    await dialogB.getByRole('button', { name: 'Reject' }).click();
    await expect(dialogB).toBeHidden();
    await expect(toasts.getByText('Item Rejected', { exact: true })).toBeVisible();
    await expect(toasts.getByText(`${titleB} has been rejected.`, { exact: true })).toBeVisible();
    await expect(card(pendingPanel, titleB)).toHaveCount(0);

    // All Items: A approved at ₹550.00, B rejected; both show the seller's cart value.
    await allTab.click();
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    const allA = card(allPanel, titleA);
    const allB = card(allPanel, titleB);
    await expect(allA.getByText('Approved', { exact: true })).toBeVisible();
    await expect(field(allA, 'Offer')).toHaveText('₹550.00');
    await expect(field(allA, 'Cart Value')).toHaveText('₹550.00');
    await expect(allB.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(field(allB, 'Offer')).toHaveCount(0);
    await expect(field(allB, 'Cart Value')).toHaveText('₹550.00');

    // The reviewed item opens read-only: the summary, no Approve or Reject.
    await allA.getByRole('button', { name: 'View' }).click();
    const viewA = page.getByRole('dialog', { name: titleA, exact: true });
    await expect(viewA).toBeVisible();
    const summary = viewA.getByRole('region', { name: 'Review Summary' });
    await expect(summary.getByText('Approved', { exact: true })).toBeVisible();
    await expect(field(summary, 'Offer')).toHaveText('₹550.00');
    await expect(field(summary, 'Admin Notes')).toHaveText('Good denim, clean.');
    await expect(field(summary, 'Reviewed')).not.toHaveText('Not recorded');
    await expect(viewA.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(viewA.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(viewA.getByLabel('Offer Amount (₹)')).toHaveCount(0);
    await viewA.getByRole('button', { name: 'Close' }).click();
    await expect(viewA).toBeHidden();

    await allB.getByRole('button', { name: 'View' }).click();
    const viewB = page.getByRole('dialog', { name: titleB, exact: true });
    const summaryB = viewB.getByRole('region', { name: 'Review Summary' });
    await expect(summaryB.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(field(summaryB, 'Offer')).toHaveText('No offer');
    await expect(field(summaryB, 'Admin Notes')).toHaveText('Torn lining.');
    await expect(viewB.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(viewB.getByRole('button', { name: 'Reject' })).toHaveCount(0);

    // The seller's own list agrees.
    const own = (await (await seller.request.get('/api/clothing-items')).json()) as Array<
      E2eItem & { offerAmount: string | null }
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
    await waitForSplashToGo(page);
    const { pendingTab, pendingPanel } = listsOf(page);
    const cookie = await api.adminCookie();
    const serverPending = async () => {
      const response = await page.request.get('/api/admin/pending-items?page=1&pageSize=1', {
        headers: { cookie },
      });
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

    await card(pendingPanel, titleB).getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${titleB}` });
    await dialog.getByLabel('Offer Amount (₹)').fill('120.50');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      toastRegion(page).getByText(`${titleB} approved with an offer of ₹120.50.`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(card(pendingPanel, titleB)).toHaveCount(0);
    await expect(async () => {
      const shown = await countIn(pendingTab);
      expect(shown).toBe(await serverPending());
    }).toPass();
    // The other item of the seller now shows the ₹120.50 cart value.
    await expect(field(card(pendingPanel, `${brandA} · Denim`), 'Cart Value')).toHaveText(
      '₹120.50',
    );
  });
});
