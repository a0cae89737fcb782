// The signed-in header on a 360 px phone (issue 28, finding 9): the brand stays whole beside the
// wallet's amount, a six-figure one included, and nothing sticks out sideways.
import { PATHS } from '@/domain/paths';
import { expect, expectNoSidewaysScroll, goto, test } from './support/fixtures';

test(
  'at 360 px the brand is whole beside a wallet of ₹1,23,456',
  { tag: '@phone' },
  async ({ page, api, login, isMobile }) => {
    test.skip(!isMobile, 'the phone header');
    const customer = await login('customer', {
      verification: 'verified',
      approvedOffers: ['123456'],
      shipment: true,
    });
    await api.deliverShipment(customer.shipmentId!);
    await goto(page, PATHS.home);
    const banner = page.getByRole('banner');
    const wallet = banner.getByRole('button', { name: /^My Wallet: ₹1,23,456 earned/ });
    await expect(wallet).toContainText('₹1,23,456');
    const brand = banner.getByRole('link', { name: 'Haridwar Resale home' });
    await expect(brand).toHaveText('Haridwar Resale');
    // Whole: the wordmark is not cut (an ellipsis would leave its scroll width past its box).
    const wordmark = brand.locator('span').filter({ hasText: /^Haridwar Resale$/ });
    const fits = await wordmark.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    // And nothing of the header is pushed past the screen's edge.
    const right = await banner
      .locator('button, a')
      .evaluateAll((elements) => Math.max(...elements.map((e) => e.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(360);
    await expectNoSidewaysScroll(page);
  },
);
