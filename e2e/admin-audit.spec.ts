// The console's Audit tab (issue 14): an admin approves an item and looks at a seller's Aadhaar
// front; the Audit tab shows both as lines naming the admin, newest first; choosing the admin, an
// action or a target's id narrows the list, and the filters stay in the address through a reload.
import type { Page } from '@playwright/test';
import {
  adminCard,
  expect,
  expectNoSidewaysScroll,
  jpeg,
  openAdminTab,
  shortTag,
  test,
} from './support/fixtures';

function auditSearch(page: Page) {
  return page.getByRole('search', { name: 'Audit log: search and filters' });
}

function auditLines(page: Page) {
  return page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
}

test.describe('audit tab', () => {
  test('shows who approved an item and who viewed an Aadhaar image; filters by admin, action and id', async ({
    api,
    adminConsole,
  }) => {
    const tag = shortTag();
    const seller = await api.createCustomer({
      firstName: 'Audit',
      lastName: `Seller ${tag}`,
      verification: 'identity',
    });
    const name = `Audit Seller ${tag}`;
    const item = await api.submitItem(seller, {
      brand: `Audit ${tag}`,
      category: 'shoes',
      photos: [await jpeg([40, 120, 200])],
    });

    const page = await adminConsole();
    // Approve the item with ₹650.
    const card = adminCard(page, `Audit ${tag} · Shoes`);
    await card.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: `Review Audit ${tag} · Shoes` });
    await review.getByLabel('Offer Amount (₹)').fill('650');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();

    // Look at the seller's Aadhaar front.
    await openAdminTab(page, 'Users');
    await page
      .getByRole('search', { name: 'Users: search and filters' })
      .getByLabel('Search')
      .fill(seller.email);
    const user = adminCard(page, name);
    await user.getByRole('button', { name: `View Aadhar Front of ${name}` }).click();
    const viewer = page.getByRole('dialog', { name: 'Aadhar Card Front' });
    await expect(viewer.getByRole('img', { name: 'Aadhar Card Front' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // Both are in the Audit tab, naming the admin, the newest first.
    await openAdminTab(page, 'Audit');
    await expect(
      page.getByRole('tabpanel', { name: 'Audit' }).getByRole('heading', { name: 'Audit log' }),
    ).toBeVisible();
    const viewed = `Console Admin viewed the Aadhar front of user ${seller.id}`;
    const approved = `Console Admin approved item #${item.id} (offer ₹650.00)`;
    const lines = auditLines(page);
    await expect(lines.filter({ hasText: viewed })).toHaveCount(1);
    await expect(lines.filter({ hasText: approved })).toHaveCount(1);
    const texts = await lines.allInnerTexts();
    const viewedAt = texts.findIndex((text) => text.startsWith(viewed));
    const approvedAt = texts.findIndex((text) => text.startsWith(approved));
    expect(viewedAt).toBeGreaterThanOrEqual(0);
    expect(viewedAt).toBeLessThan(approvedAt);
    await expectNoSidewaysScroll(page);

    // The seller's own upload is there too, under their name; choosing the admin leaves it out.
    const uploaded = `${name} uploaded Aadhar images for user ${seller.id}`;
    await expect(lines.filter({ hasText: uploaded })).toHaveCount(1);
    await auditSearch(page).getByLabel('Admin').selectOption({ label: 'Console Admin' });
    await expect(page).toHaveURL(/audit\.admin=CONSOLE-ADMIN/);
    await expect(lines.filter({ hasText: uploaded })).toHaveCount(0);
    await expect(lines.filter({ hasText: viewed })).toHaveCount(1);
    for (const text of await lines.allInnerTexts()) expect(text).toMatch(/^Console Admin /);

    // Choosing an action narrows the list to it.
    await auditSearch(page).getByLabel('Action').selectOption({ label: 'Item approved' });
    await expect(page).toHaveURL(/audit\.action=item\.approved/);
    await expect(lines.filter({ hasText: viewed })).toHaveCount(0);
    await expect(lines.filter({ hasText: approved })).toHaveCount(1);
    for (const text of await lines.allInnerTexts()) expect(text).toMatch(/ approved item #\d+ /);

    // A target's id narrows it to that item, and the filters survive a reload.
    await auditSearch(page).getByLabel('Search').fill(`#${item.id}`);
    await expect(lines).toHaveCount(1);
    await page.reload();
    await expect(auditSearch(page).getByLabel('Action')).toHaveValue('item.approved');
    await expect(auditLines(page)).toHaveCount(1);
    await expect(auditLines(page)).toContainText(approved);

    // Nothing matching says so, with the way back.
    await auditSearch(page).getByLabel('Search').fill(`nobody-${tag}`);
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  });
});
