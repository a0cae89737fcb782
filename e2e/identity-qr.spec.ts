// Identity proven by the card's Secure QR (issue 23), in Chromium: a seller photographs a card
// whose code verifies (signed by the run's test signer, which the server trusts) and carries their
// name; the profile says so with the number's last 4 digits and that no copy was kept, and the
// console's Users tab says how the identity was established. The photos go through the browser's
// own downscaling before upload, as a phone's would. Photos whose QR proves nothing wait for staff
// in the Users tab's queue: an agent sees the identity being checked and cannot claim until a
// staff member confirms it, which deletes the photos.
import { PATHS } from '@/domain/paths';
import {
  cardHolder,
  cardPhoto,
  secureQrText,
  signedBytesOf,
} from '@/server/test-support/aadhaar-qr';
import { e2eQrSigner } from './support/aadhaar-qr-signer';
import { signInAgent } from './support/notifications';
import {
  adminCard,
  agentSection,
  expect,
  expectToast,
  goto,
  openAdminTab,
  profileSections,
  shortTag,
  signInCustomer,
  test,
  todayAsShown,
  toastRegion,
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

test('photos the QR does not prove wait for staff: the agent cannot claim until staff confirm', async ({
  page,
  api,
  adminConsole,
}) => {
  const tag = shortTag();
  const name = `Kiran Rao ${tag}`;
  const [agent, customer] = await Promise.all([
    api.createAgent(),
    api.createCustomer({ firstName: 'Kiran', lastName: `Rao ${tag}`, verification: 'verified' }),
  ]);

  // The agent looks the seller up: every step done, the Aadhar still being checked.
  await signInAgent(page, agent);
  await goto(page, PATHS.agent);
  const verify = agentSection(page, 'Verify User Signup');
  await verify.getByLabel('User ID', { exact: true }).fill(customer.id);
  await verify.getByRole('button', { name: 'Verify User', exact: true }).click();
  await expect(verify.getByText('Identity being checked', { exact: true })).toBeVisible();
  await expect(verify.getByText('Being checked', { exact: true })).toBeVisible();
  await expect(
    verify.getByText(
      "Our staff are checking this user's Aadhar card. You can claim them once it is confirmed.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(verify.getByRole('button', { name: 'Claim Signup' })).toHaveCount(0);

  // Staff find the seller in the queue, with the reason, and confirm.
  const admin = await adminConsole();
  await openAdminTab(admin, 'Users');
  const search = admin.getByRole('search', { name: 'Users: search and filters' });
  await search.getByLabel('Identity').selectOption({ label: 'To check' });
  await search.getByLabel('Search').fill(customer.email);
  const card = adminCard(admin, name);
  await expect(
    card.getByText('Images only, not proven: no Aadhar QR found in the photos', { exact: true }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: `View Aadhar Front of ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Ask for a clearer photo' })).toBeVisible();
  await card.getByRole('button', { name: 'Confirm identity' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Confirm identity' });
  await expect(
    dialog.getByText(
      `Confirm only if the images are a real Aadhar card of ${name}. Their identity will count as proven and the images will be deleted.`,
      { exact: true },
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm identity' }).click();
  await expectToast(
    admin,
    'Identity Confirmed',
    `${name}'s identity is confirmed and the images are deleted.`,
  );
  // Out of the queue; without the filter, the card says who proved it and that the images went.
  await expect(admin.getByText('Nothing matches these filters')).toBeVisible();
  await search.getByLabel('Identity').selectOption({ label: 'Verified' });
  await expect(card.getByText('Identity confirmed by staff', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `View Aadhar Front of ${name}` })).toHaveCount(0);

  // The agent asks again and can claim.
  await verify.getByRole('button', { name: 'Verify User', exact: true }).click();
  await expect(verify.getByText('Verified: ready to claim', { exact: true })).toBeVisible();
  await verify.getByRole('button', { name: 'Claim Signup', exact: true }).click();
  await expect(toastRegion(page).getByText('Signup Claimed', { exact: true })).toBeVisible();
});
