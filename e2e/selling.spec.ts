// Selling items end to end (SPEC §2 /submit and seller dashboard, §4 item statuses, §5
// item and uploader rules, §8 toasts): a seller submits two items with photos over a slow uplink,
// sees them on the dashboard and in the gallery, an admin approves one with an offer and rejects
// the other, and the seller sees the outcome. Runs at 1280 px; the journey (@phone: the menu
// behind a button, the gallery swiped) again at 360 px with touch.
import fs from 'node:fs/promises';
import { PATHS } from '@/domain/paths';
import {
  adminCard,
  cart,
  expect,
  expectToast,
  fillItemDetails,
  goto,
  photoFile,
  photoInput,
  shortTag,
  signInThroughUi,
  signedInNav,
  submissionCard,
  submissions,
  swipe,
  test,
  throttleUploads,
  tileValue,
} from './support/fixtures';

const APPROVED_NOTE = 'Approved! This item is included in your pickup batch above.';
const ITEM_ADDED = [
  'Item Added!',
  'Item added to cart. Add more items or submit all for evaluation.',
] as const;

test.describe('selling: submit, dashboard, gallery, review', () => {
  test(
    'a seller submits two items with photos, an admin approves one and rejects one',
    { tag: '@phone' },
    async ({ page, api, adminConsole, isMobile }) => {
      // Two camera photos over a throttled uplink and a second browser for the admin.
      test.setTimeout(120_000);
      // Made while the seller signs in.
      const cameraPhotos = Promise.all([
        photoFile('IMG_0001.jpg', [170, 60, 50], 'camera'),
        photoFile('IMG_0002.jpg', [40, 90, 170], 'camera'),
        photoFile('IMG_0003.jpg', [60, 150, 80], 'camera'),
      ]);
      const id = shortTag();
      const first = {
        brand: `Levis ${id}`,
        category: 'denim',
        size: 'M',
        condition: 'very-good',
        description: 'Straight fit, dark wash, no flaws.',
      };
      const second = {
        brand: `Zara ${id}`,
        category: 'dresses',
        size: 'OS',
        condition: 'excellent',
      };
      const firstName = `${first.brand} Denim`;
      const secondName = `${second.brand} Dresses`;
      const rejectNote = `Too worn for resale (${id}).`;

      const seller = await api.createCustomer({ firstName: 'Meera' });
      await signInThroughUi(page, seller);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome back, Meera!' }),
      ).toBeVisible();
      await expect(
        submissions(page).getByRole('heading', { name: 'No submissions yet' }),
      ).toBeVisible();

      const nav = await signedInNav(page, isMobile);
      await nav.getByRole('link', { name: 'Submit Item', exact: true }).click();
      await expect(page).toHaveURL(PATHS.submit);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Submit your old clothes' }),
      ).toBeVisible();

      // --- Nothing picked yet: Add to Cart asks for photos, Submit All for items (SPEC §5, §8).
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expectToast(page, 'Photos Required', 'Please upload at least one photo of your item.');
      for (const message of ['Category is required', 'Size is required', 'Condition is required']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      const yourCart = cart(page);
      await expect(yourCart.getByText('Your cart is empty', { exact: true })).toBeVisible();
      await yourCart.getByRole('button', { name: 'Submit All Items', exact: true }).click();
      await expectToast(page, 'No Items to Submit', 'Please add at least one item to your cart.');

      // --- Item 1: two camera photos over a ~200 KB/s uplink, so each upload shows its progress.
      const liftThrottle = await throttleUploads(page, 200 * 1024);
      const [photo1, photo2, photo3] = await cameraPhotos;
      await photoInput(page).setInputFiles([photo1, photo2]);
      await expect(page.getByText('2 of 10 photos', { exact: true })).toBeVisible();
      // Add to Cart waits for the uploads.
      await expect(
        page.getByRole('button', { name: 'Uploading photos...', exact: true }),
      ).toBeDisabled();
      const firstBar = page.getByRole('progressbar', { name: 'Upload of photo 1', exact: true });
      // Part of the photo sent, not all of it: a real progress bar, not a spinner.
      await expect(firstBar).toHaveAttribute('aria-valuenow', /^[1-9][0-9]?$/);
      await expect(page.getByText(/^Uploading [1-9][0-9]?%$/).first()).toBeVisible();
      await expect(
        page.getByRole('progressbar', { name: 'Upload of photo 2', exact: true }),
      ).toBeVisible();
      await liftThrottle();

      await fillItemDetails(page, first);
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expectToast(page, ...ITEM_ADDED);
      // The form and the uploader start again for the next item.
      await expect(page.getByText('0 of 10 photos', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
      const cartRows = yourCart.getByRole('listitem');
      await expect(cartRows).toHaveCount(1);
      await expect(cartRows.first()).toContainText(firstName);
      await expect(cartRows.first()).toContainText('Size M · Very Good');
      await expect(cartRows.first()).toContainText('2 photos');
      await expect(yourCart.getByText('1 item', { exact: true })).toBeVisible();

      // --- Item 2: one photo, no throttle.
      await photoInput(page).setInputFiles([photo3]);
      await fillItemDetails(page, second);
      await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expectToast(page, ...ITEM_ADDED);
      await expect(cartRows).toHaveCount(2);
      await expect(cartRows.nth(1)).toContainText(secondName);
      await expect(cartRows.nth(1)).toContainText('Size One Size · Excellent');
      await expect(cartRows.nth(1)).toContainText('1 photo');
      await expect(yourCart.getByText('2 items', { exact: true })).toBeVisible();

      await yourCart.getByRole('button', { name: 'Submit All Items', exact: true }).click();
      await expectToast(
        page,
        'Items Submitted Successfully!',
        "2 item(s) have been submitted for review. You'll receive updates within 24 hours.",
      );
      await expect(page).toHaveURL(PATHS.home);
      // Focus follows to the dashboard's heading (issue 15: it fell to <body>).
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      // --- Dashboard: tiles and the grid, newest first.
      await expect(tileValue(page, 'Total Submissions')).toHaveText('2');
      await expect(tileValue(page, 'Pending Review')).toHaveText('2');
      await expect(tileValue(page, 'Approved')).toHaveText('0');
      await expect(tileValue(page, 'Total Earned')).toHaveText('₹0.00');
      const cards = submissions(page).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(secondName);
      await expect(cards.nth(1)).toContainText(firstName);
      const firstCard = submissionCard(page, firstName);
      const secondCard = submissionCard(page, secondName);
      for (const [card, photos] of [
        [firstCard, '2 photos'],
        [secondCard, '1 photo'],
      ] as const) {
        await expect(card.getByText('Pending', { exact: true })).toBeVisible();
        await expect(card).toContainText(photos);
        await expect(card.getByText(APPROVED_NOTE)).toHaveCount(0);
      }
      await expect(firstCard).toContainText('Very Good');
      const firstThumb = firstCard.getByRole('img', { name: firstName, exact: true });
      await expect(firstThumb).toBeVisible();
      await expect
        .poll(() => firstThumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      // --- Gallery of item 1: arrows wrap around, thumbnails, keys, swipe, close.
      const openGallery = page.getByRole('button', {
        name: `View photos of ${firstName}`,
        exact: true,
      });
      await openGallery.click();
      const gallery = page.getByRole('dialog', { name: firstName });
      await expect(gallery).toBeVisible();
      await expect(gallery).toContainText('Denim · Size M · Very Good');
      const counter = (n: number) => gallery.getByText(`${n} of 2`, { exact: true });
      const thumbnail = (n: number) =>
        gallery.getByRole('button', { name: `Photo ${n} of 2`, exact: true });
      const shows = async (n: number) => {
        await expect(counter(n)).toBeVisible();
        await expect(thumbnail(n)).toHaveAttribute('aria-current', 'true');
        await expect(thumbnail(3 - n)).not.toHaveAttribute('aria-current', 'true');
        const photo = gallery.getByRole('img', {
          name: `${firstName}, photo ${n} of 2`,
          exact: true,
        });
        await expect(photo).toBeVisible();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      };
      await shows(1);
      const next = gallery.getByRole('button', { name: 'Next photo', exact: true });
      const previous = gallery.getByRole('button', { name: 'Previous photo', exact: true });
      await next.click();
      await shows(2);
      await next.click();
      await shows(1);
      await previous.click();
      await shows(2);
      await previous.click();
      await shows(1);
      await page.keyboard.press('ArrowRight');
      await shows(2);
      await page.keyboard.press('ArrowRight');
      await shows(1);
      await page.keyboard.press('ArrowLeft');
      await shows(2);
      await thumbnail(1).click();
      await shows(1);
      const stage = gallery.getByRole('img', { name: `${firstName}, photo 1 of 2`, exact: true });
      await swipe(page, stage, -160, isMobile);
      await shows(2);
      await swipe(
        page,
        gallery.getByRole('img', { name: `${firstName}, photo 2 of 2` }),
        160,
        isMobile,
      );
      await shows(1);
      await gallery.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(gallery).toBeHidden();
      // Focus goes back to the card that opened the gallery (soft: the rest of the journey still
      // runs if it does not).
      await expect.soft(openGallery).toBeFocused({ timeout: 2_000 });
      // Back (Android's button) closes the gallery and stays on the dashboard; Back again leaves
      // it as if the gallery had never been opened (issue 15).
      await openGallery.click();
      await expect(gallery).toBeVisible();
      await page.goBack();
      await expect(gallery).toBeHidden();
      await expect(page).toHaveURL(PATHS.home);
      await expect(tileValue(page, 'Total Submissions')).toHaveText('2');
      await openGallery.click();
      await gallery.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(gallery).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(PATHS.submit);
      await page.goForward();
      await expect(page).toHaveURL(PATHS.home);

      // --- The admin, in a browser of their own, approves item 1 with ₹650 and rejects item 2.
      const admin = await adminConsole();
      await expect(admin.getByRole('tab', { name: /^Pending Items \(\d+\)$/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const firstTitle = `${first.brand} · Denim`;
      const secondTitle = `${second.brand} · Dresses`;
      const firstEntry = adminCard(admin, firstTitle);
      const secondEntry = adminCard(admin, secondTitle);
      await expect(firstEntry).toContainText(seller.email);
      await expect(firstEntry).toContainText(seller.id);
      await expect(firstEntry.getByText('Pending', { exact: true })).toBeVisible();
      await expect(firstEntry.getByRole('img')).toHaveCount(2);
      await expect(secondEntry.getByRole('img')).toHaveCount(1);

      await firstEntry.getByRole('button', { name: 'Review', exact: true }).click();
      const approveDialog = admin.getByRole('dialog', { name: `Review ${firstTitle}` });
      await expect(approveDialog).toBeVisible();
      await approveDialog.getByLabel('Offer Amount (₹)').fill('650');
      await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(approveDialog).toBeHidden();
      await expectToast(admin, 'Item Approved', `${firstTitle} approved with an offer of ₹650.00.`);
      await expect(firstEntry).toHaveCount(0);

      await secondEntry.getByRole('button', { name: 'Review', exact: true }).click();
      const rejectDialog = admin.getByRole('dialog', { name: `Review ${secondTitle}` });
      await expect(rejectDialog).toBeVisible();
      await rejectDialog.getByLabel('Admin Notes').fill(rejectNote);
      await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(rejectDialog).toBeHidden();
      await expectToast(admin, 'Item Rejected', `${secondTitle} has been rejected.`);
      await expect(secondEntry).toHaveCount(0);

      // Both are in All Items with their outcome; the seller's cart value is the approved offer.
      await admin.getByRole('tab', { name: /^All Items \(\d+\)$/ }).click();
      await expect(firstEntry.getByText('Approved', { exact: true })).toBeVisible();
      await expect(firstEntry.getByText('₹650.00', { exact: true }).first()).toBeVisible();
      await expect(firstEntry.getByRole('button', { name: 'View', exact: true })).toBeVisible();
      await expect(secondEntry.getByText('Rejected', { exact: true })).toBeVisible();
      await expect(secondEntry).toContainText('Cart Value₹650.00');

      // --- The seller reloads: Approved tile 1, the offer and note on item 1, Rejected on item 2.
      await page.reload();
      await expect(tileValue(page, 'Total Submissions')).toHaveText('2');
      await expect(tileValue(page, 'Pending Review')).toHaveText('0');
      await expect(tileValue(page, 'Approved')).toHaveText('1');
      await expect(firstCard.getByText('Approved', { exact: true })).toBeVisible();
      await expect(firstCard.getByText('Offer: ₹650.00', { exact: true })).toBeVisible();
      await expect(firstCard.getByText(APPROVED_NOTE, { exact: true })).toBeVisible();
      await expect(secondCard.getByText('Rejected', { exact: true })).toBeVisible();
      await expect(secondCard.getByText('Note from our team', { exact: true })).toBeVisible();
      await expect(secondCard.getByText(rejectNote, { exact: true })).toBeVisible();
      await expect(secondCard.getByText(APPROVED_NOTE)).toHaveCount(0);
      await expect(secondCard).not.toContainText('Offer:');
    },
  );

  test('an empty dashboard says No submissions yet and leads to /submit', async ({
    page,
    login,
  }) => {
    await login('customer', { firstName: 'Ravi' });
    await goto(page, PATHS.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Ravi!' }),
    ).toBeVisible();
    await expect(tileValue(page, 'Total Submissions')).toHaveText('0');
    await expect(tileValue(page, 'Pending Review')).toHaveText('0');
    await expect(tileValue(page, 'Approved')).toHaveText('0');
    await expect(tileValue(page, 'Total Earned')).toHaveText('₹0.00');
    const grid = submissions(page);
    await expect(
      grid.getByRole('heading', { name: 'No submissions yet', exact: true }),
    ).toBeVisible();
    await expect(
      grid.getByText('Submit your first item with a few photos and get an offer within 24 hours.'),
    ).toBeVisible();
    await grid.getByRole('link', { name: 'Submit Your First Item', exact: true }).click();
    await expect(page).toHaveURL(PATHS.submit);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Submit your old clothes' }),
    ).toBeVisible();
  });

  test('the uploader refuses files that are not photos with the wrong-type message', async ({
    page,
    login,
  }, testInfo) => {
    await login('customer');
    await goto(page, PATHS.submit);
    const refused = page.getByRole('alert').filter({ hasText: 'Some files were not added' });

    // A text file as it is: refused before anything is sent.
    await photoInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('These are my notes, not a photo.\n'.repeat(64)),
    });
    await expect(refused.getByRole('listitem')).toHaveText([
      'notes.txt: wrong file type. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.',
    ]);
    await expect(page.getByText('0 of 10 photos', { exact: true })).toBeVisible();
    await refused.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(refused).toBeHidden();

    // The same text renamed to .jpg and picked from disk, as a seller would: the browser types it
    // by its name (image/jpeg), so only its content gives it away. Over 1 KB, so it is not
    // refused as too small instead. The uploader must say wrong file type here too, before
    // sending it, not leave it to a failed upload.
    const renamed = testInfo.outputPath('holiday.jpg');
    await fs.writeFile(renamed, 'These are my notes, not a photo.\n'.repeat(64));
    await photoInput(page).setInputFiles(renamed);
    await expect(refused.getByRole('listitem')).toHaveText([
      'holiday.jpg: wrong file type. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.',
    ]);
    await expect(page.getByText('0 of 10 photos', { exact: true })).toBeVisible();
  });

  test('the uploader holds a picked photo to the 5 MB its hint states, and names HEIC when refusing a PDF', async ({
    page,
    login,
  }) => {
    await login('customer');
    await goto(page, PATHS.submit);
    await expect(
      page.getByText('JPEG, PNG, WebP, AVIF or iPhone HEIC. Up to 10 photos, under 5 MB each.', {
        exact: true,
      }),
    ).toBeVisible();

    // A 6.1 MB camera JPEG (its first bytes are a JPEG's) and a PDF, picked together: the photo is
    // refused as agent signup refuses it, not made smaller and sent (issue 28).
    const camera = Buffer.alloc(6_100_000, 0x20);
    camera.set([0xff, 0xd8, 0xff, 0xe0]);
    await photoInput(page).setInputFiles([
      { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: camera },
      {
        name: 'bill.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n'.padEnd(4000, ' ')),
      },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: 'Some files were not added' });
    await expect(refused.getByRole('listitem')).toHaveText([
      'IMG_2041.jpg: file too large. Each photo must be under 5 MB.',
      'bill.pdf: wrong file type. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.',
    ]);
    await expect(page.getByText('0 of 10 photos', { exact: true })).toBeVisible();
  });

  test('the uploader keeps ten photos and refuses an 11th as too many', async ({ page, login }) => {
    await login('customer');
    await goto(page, PATHS.submit);

    // Eleven photos at once: ten are kept, the eleventh is refused by name.
    const photos = await Promise.all(
      Array.from({ length: 11 }, (_, index) =>
        photoFile(`photo-${String(index + 1).padStart(2, '0')}.jpg`, [20 * index, 120, 200]),
      ),
    );
    await photoInput(page).setInputFiles(photos);
    const refused = page.getByRole('alert').filter({ hasText: 'Some files were not added' });
    await expect(refused.getByRole('listitem')).toHaveText([
      'photo-11.jpg: too many files. At most 10 photos per item.',
    ]);
    await expect(page.getByText('10 of 10 photos', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This item has the most photos allowed. Remove one to add another.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose photos', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Remove photo \d+$/ })).toHaveCount(10);
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(10, { timeout: 20_000 });

    // Removing one makes room again.
    await page.getByRole('button', { name: 'Remove photo 10', exact: true }).click();
    await expect(page.getByText('9 of 10 photos', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose photos', exact: true })).toBeEnabled();
  });

  test('the cart survives a reload, entries are removed one by one and stay removed', async ({
    page,
    login,
  }) => {
    await login('customer');
    await goto(page, PATHS.submit);
    const brand = `Fabindia ${shortTag()}`;

    await photoInput(page).setInputFiles([await photoFile('kurta.jpg')]);
    await fillItemDetails(page, { brand, category: 't-shirts', size: 'XL', condition: 'fair' });
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(page, ...ITEM_ADDED);

    const yourCart = cart(page);
    const rows = yourCart.getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${brand} T-Shirts`);
    await expect(rows.first()).toContainText('Size XL · Fair');

    // Kept in the browser: a reload (or the phone dropping the page) keeps the cart.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${brand} T-Shirts`);

    await rows.first().getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(rows).toHaveCount(0);
    await expect(yourCart.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await expect(yourCart.getByText('0 items', { exact: true })).toBeVisible();
    await page.reload();
    await expect(yourCart.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await yourCart.getByRole('button', { name: 'Submit All Items', exact: true }).click();
    await expectToast(page, 'No Items to Submit', 'Please add at least one item to your cart.');
  });

  test('the item being composed survives a reload and a closed tab, without sending its photos again', async ({
    page,
    login,
  }) => {
    await login('customer');
    await goto(page, PATHS.submit);
    const brand = `Biba ${shortTag()}`;
    await photoInput(page).setInputFiles([
      await photoFile('saree-1.jpg', [150, 40, 90]),
      await photoFile('saree-2.jpg', [40, 140, 90]),
    ]);
    await fillItemDetails(page, { brand, category: 'dresses', size: 'L', condition: 'fair' });
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/upload-photos') uploads.push(request.url());
    });
    await page.reload();
    const kept = page.getByRole('status').filter({
      hasText: 'We kept the item you were adding when you left this page.',
    });
    await expect(kept).toBeVisible();
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(brand);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('dresses');
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('L');
    await expect(page.getByLabel('Condition', { exact: true })).toHaveValue('fair');
    await expect(page.getByText('2 of 10 photos', { exact: true })).toBeVisible();
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);

    // The tab closed and opened again later: still there (the same browser, the same seller).
    const again = await page.context().newPage();
    await page.close();
    await goto(again, PATHS.submit);
    await expect(again.getByLabel('Brand', { exact: true })).toHaveValue(brand);
    await expect(again.getByText('Uploaded', { exact: true })).toHaveCount(2);

    // Finishing the item uses the photos already on the server and empties the draft.
    await again.getByLabel('Condition', { exact: true }).selectOption('good');
    await again.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(again, ...ITEM_ADDED);
    const rows = cart(again).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${brand} Dresses`);
    await expect(rows.first()).toContainText('2 photos');
    expect(uploads).toEqual([]);
    await again.reload();
    await expect(again.getByLabel('Brand', { exact: true })).toHaveValue('');
    await expect(again.getByText('0 of 10 photos', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
  });
});
