// Identity proven by the card's Secure QR (issue 23), in Chromium: a seller photographs a card
// whose code verifies (signed by the run's test signer, which the server trusts) and carries their
// name; the profile says so with the number's last 4 digits and that no copy was kept, and the
// console's Users tab says how the identity was established. The photos go through the browser's
// own downscaling before upload, as a phone's would.
import { PATHS } from '@/domain/paths';
import {
  cardHolder,
  cardPhoto,
  secureQrText,
  signedBytesOf,
} from '@/server/test-support/aadhaar-qr';
import { e2eQrSigner } from './support/aadhaar-qr-signer';
import {
  adminCard,
  expect,
  expectToast,
  goto,
  openAdminTab,
  profileSections,
  shortTag,
  signInCustomer,
  test,
  todayAsShown,
} from './support/fixtures';

test('a card whose Secure QR verifies proves the identity, and no copy is kept', async ({
  page,
  api,
  adminConsole,
}) => {
  const tag = shortTag();
  const customer = await api.createCustomer({ firstName: 'Asha', lastName: `Verma ${tag}` });
  const code = secureQrText(
    signedBytesOf(cardHolder({ name: `Asha Verma ${tag}` })),
    e2eQrSigner(),
  );
  const [front, back] = await Promise.all([
    cardPhoto(null, { width: 2400 }),
    cardPhoto(code, { width: 2400, degrees: 4, blur: 0.5 }),
  ]);

  await signInCustomer(page, customer);
  await goto(page, PATHS.profile);
  const { identity } = profileSections(page);
  // Before any photo is picked: what the card is read for, and what is kept.
  await expect(
    identity.getByText(
      'We read the QR code on your card only to confirm it is yours. When it checks out, no copy of the card is kept, only the last 4 digits of its number. If the code cannot be read, our staff check the photos, and you may offer another ID.',
      { exact: true },
    ),
  ).toBeVisible();
  await identity
    .getByLabel('Aadhar Card Front', { exact: true })
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: front });
  await identity
    .getByLabel('Aadhar Card Back', { exact: true })
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: back });
  await identity.getByRole('button', { name: 'Submit for Verification' }).click();

  await expectToast(
    page,
    'Identity Verified',
    'Your Aadhar card has been uploaded and your identity is verified.',
  );
  const today = await todayAsShown(page);
  await expect(identity.getByRole('heading', { name: 'Identity Verified' })).toBeVisible();
  await expect(
    identity.getByText(`Verified by Aadhar QR ••••4821, on ${today}`, { exact: true }),
  ).toBeVisible();
  await expect(
    identity.getByText('Proven by the Aadhar QR: no copy of the card was kept.', { exact: true }),
  ).toBeVisible();
  await expect(identity.getByRole('button', { name: 'View front' })).toHaveCount(0);

  const admin = await adminConsole();
  await openAdminTab(admin, 'Users');
  const card = adminCard(admin, `Asha Verma ${tag}`);
  await expect(card.getByText('Verified by Aadhar QR ••••4821', { exact: true })).toBeVisible();
  await expect(
    card.getByText('Proven by the Aadhar QR: no copy of the card was kept.', { exact: true }),
  ).toBeVisible();
});
