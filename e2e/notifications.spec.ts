// Notifications in the app (issue 13): an admin decision reaches the seller's bell, the list shows
// what happened, opening a notification goes to its screen and marks it read; the preferences on
// the profile; and all of it in Hindi for a seller who chose Hindi. The count is asked again when
// the page loads (and on focus and once a minute, which a test does not wait for).
import { PATHS } from '@/domain/paths';
import {
  aadhaarImages,
  expect,
  goto,
  jpeg,
  signInCustomer,
  test,
  toastRegion,
  uniqueEmail,
} from './support/fixtures';
import {
  addToAgentBalance,
  approveItem,
  notificationBell,
  notificationEntry,
  notificationPanel,
  signInAgent,
} from './support/notifications';

test.describe('the notification bell', () => {
  test('an approval raises the count, the list shows the offer, its link opens and the count falls', async ({
    page,
    login,
    api,
  }) => {
    const seller = await login('customer');
    const item = await api.submitItem(seller, { brand: 'Levis', photos: [await jpeg()] });
    await goto(page, PATHS.profile);
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('Notifications');

    await approveItem(api, item.id, '300');
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell).toHaveText('1');

    // Esc closes the list and gives focus back to the bell.
    await bell.click();
    const panel = notificationPanel(page);
    await expect(panel.getByText('1 unread notification', { exact: true })).toBeVisible();
    const entry = notificationEntry(panel, 'Item approved: offer ₹300.00');
    await expect(entry).toContainText(
      `Your Levis item (#${item.id}) was approved with an offer of ₹300.00.`,
    );
    await expect(entry).toContainText('New');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // Opening it goes to the dashboard and marks it read.
    await bell.click();
    await entry.click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(PATHS.home);
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell).toHaveText('');

    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    await expect(panel.getByText('You are all caught up.', { exact: true })).toBeVisible();
    await expect(notificationEntry(panel, 'Item approved: offer ₹300.00')).not.toContainText('New');
  });

  test('"Mark all as read" clears the count; a new seller has no notifications yet', async ({
    page,
    login,
    newBrowserPage,
    api,
  }) => {
    await login('customer', { approvedOffers: ['300', '250'] });
    await goto(page, PATHS.home);
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await bell.click();
    const panel = notificationPanel(page);
    // Newest first.
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('listitem').first()).toContainText('₹250.00');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByText('You are all caught up.', { exact: true })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'New' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications');

    const other = await newBrowserPage();
    const newcomer = await api.createCustomer();
    await signInCustomer(other, newcomer);
    await goto(other, PATHS.home);
    await notificationBell(other).click();
    await expect(
      notificationPanel(other).getByText('No notifications yet', { exact: true }),
    ).toBeVisible();
  });

  test(
    'the panel fills a 360 px phone and sits under the bell on a wide screen',
    { tag: '@phone' },
    async ({ page, login, isMobile }) => {
      await login('customer', { approvedOffers: ['300'] });
      await goto(page, PATHS.home);
      await notificationBell(page).click();
      const panel = notificationPanel(page);
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      const box = (await panel.boundingBox())!;
      const viewport = page.viewportSize()!;
      if (isMobile) {
        expect(box.width).toBe(viewport.width);
      } else {
        expect(box.width).toBeLessThan(viewport.width / 2);
        expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
      }
    },
  );
});

test.describe('an agent', () => {
  test('a balance credit reaches the bell; the preferences show money and account', async ({
    page,
    api,
  }) => {
    const agent = await api.createAgent();
    await signInAgent(page, agent);
    await goto(page, PATHS.agentProfile);
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('Notifications');
    const card = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(card.getByRole('switch')).toHaveCount(6);
    await expect(card.getByRole('switch', { name: 'Money: In-app' })).toBeDisabled();
    await expect(card.getByRole('switch', { name: 'Account: SMS' })).toBeChecked();

    await addToAgentBalance(api, agent.id, '50');
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const entry = notificationEntry(notificationPanel(page), '₹50.00 added to your balance');
    await entry.click();
    await expect(page).toHaveURL(PATHS.agentDashboard);
    await expect(bell).toHaveAccessibleName('Notifications');
  });

  test('the list pages back with "Load more"', async ({ page, api }) => {
    const agent = await api.createAgent();
    // One more than a page (20): credits of ₹1.00 to ₹21.00, the newest the largest.
    for (let rupees = 1; rupees <= 21; rupees += 1)
      await addToAgentBalance(api, agent.id, String(rupees));
    await signInAgent(page, agent);
    await goto(page, PATHS.agentDashboard);
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('Notifications, 21 unread');
    await expect(bell).toHaveText('9+');
    await bell.click();
    const panel = notificationPanel(page);
    const entries = panel.getByRole('listitem');
    await expect(entries).toHaveCount(20);
    await expect(entries.first()).toContainText('₹21.00 added to your balance');
    await panel.getByRole('button', { name: 'Load more' }).click();
    await expect(entries).toHaveCount(21);
    await expect(entries.last()).toContainText('₹1.00 added to your balance');
    await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('notification preferences', () => {
  test('a seller switches e-mail off for items; money stays on in the app', async ({
    page,
    login,
  }) => {
    await login('customer');
    await goto(page, PATHS.profile);
    const card = page.getByRole('region', { name: 'Notifications', exact: true });
    const itemsEmail = card.getByRole('switch', { name: 'Items: E-mail' });
    await expect(itemsEmail).toBeChecked();
    await itemsEmail.click();
    await expect(itemsEmail).not.toBeChecked();
    await expect(card.getByText('Notification preferences saved.', { exact: true })).toBeVisible();

    const moneyInApp = card.getByRole('switch', { name: 'Money: In-app' });
    await expect(moneyInApp).toBeChecked();
    await expect(moneyInApp).toBeDisabled();
    await expect(moneyInApp).toHaveAccessibleDescription(
      'Money updates always appear in the app, so that no payment goes unnoticed.',
    );
    // Agents' account notices are not a seller's.
    await expect(card.getByRole('switch', { name: 'Account: E-mail' })).toHaveCount(0);

    await page.reload();
    await expect(card.getByRole('switch', { name: 'Items: E-mail' })).not.toBeChecked();
    await expect(card.getByRole('switch', { name: 'Items: SMS' })).toBeChecked();
  });
});

test.describe('in Hindi', () => {
  test('a seller who chose Hindi reads the approval in Hindi', async ({ page, login, api }) => {
    const seller = await login('customer');
    const item = await api.submitItem(seller, { brand: 'Levis', photos: [await jpeg()] });
    await goto(page, PATHS.profile);
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText(
      'Messages are sent in English.',
    );
    // The language switch saves the choice to the account: the server writes in it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('region', { name: 'सूचनाएँ', exact: true })).toContainText(
      'संदेश हिन्दी में भेजे जाते हैं।',
    );

    await approveItem(api, item.id, '300');
    await page.reload();
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('सूचनाएँ, 1 अपठित');
    await bell.click();
    const panel = notificationPanel(page, 'सूचनाएँ');
    const entry = notificationEntry(panel, 'आइटम स्वीकृत');
    await expect(entry).toContainText('₹300.00 के ऑफ़र के साथ स्वीकृत हो गया है');
    await expect(entry).toContainText('नई');
    await entry.click();
    await expect(page).toHaveURL(PATHS.home);
    await expect(bell).toHaveAccessibleName('सूचनाएँ');
  });

  // Issue 28 #4: the language on screen at signup is the account's from the first notification on.
  test('a seller who signs up in Hindi reads the identity notification in Hindi', async ({
    page,
  }) => {
    const email = uniqueEmail('hindi');
    const password = 'meera-pass-123';
    await goto(page, PATHS.signup);
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByLabel('ईमेल', { exact: true }).fill(email);
    await page.getByLabel('मोबाइल नंबर', { exact: true }).fill('9812345678');
    await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
    await page.getByLabel('पासवर्ड की पुष्टि करें', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(toastRegion(page).getByText('खाता बन गया', { exact: true })).toBeVisible();

    await signInCustomer(page, { email, password });
    await goto(page, PATHS.profile);
    const identity = page.getByRole('region', { name: 'पहचान सत्यापन', exact: true });
    const { front, back } = await aadhaarImages();
    await identity.getByLabel('आधार कार्ड का आगे का भाग', { exact: true }).setInputFiles(front);
    await identity.getByLabel('आधार कार्ड का पीछे का भाग', { exact: true }).setInputFiles(back);
    await identity.getByRole('button', { name: 'सत्यापन के लिए जमा करें' }).click();
    await expect(identity.getByRole('heading', { name: 'पहचान सत्यापित' })).toBeVisible();

    await page.reload();
    const bell = notificationBell(page);
    await expect(bell).toHaveAccessibleName('सूचनाएँ, 1 अपठित');
    await bell.click();
    await expect(
      notificationEntry(notificationPanel(page, 'सूचनाएँ'), 'पहचान सत्यापित'),
    ).toContainText('हमें आपका आधार कार्ड मिल गया है और आपकी पहचान सत्यापित हो गई है।');
  });
});
