// Agent bank details and Aadhaar lock only after a confirmation, and a change goes through staff
// (issue 15): the agent types the account number twice (a mismatch is shown on the second field),
// checks exactly what will be locked, confirms; asks for a change with a reason and sees it
// waiting; the admin approves it on the agent's card in the Agents tab (behind a confirm step;
// Cancel decides nothing); the agent enters the details again (twice, confirmed) and they lock
// again. The Aadhaar images are shown for a confirmation before they lock; the same in Hindi, with
// axe over the new states. Runs at 1280 px and at 360 px with touch.
import { PATHS } from '@/domain/paths';
import {
  aadhaarImages,
  adminCard,
  agentSection,
  expect,
  expectNoSidewaysScroll,
  goto,
  masked,
  openAdminTab,
  randomDigits,
  test,
  toastRegion,
} from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInAgent } from './support/notifications';

test.describe('agent bank details: typed twice, confirmed, changed through staff', () => {
  test('enter twice -> confirm and lock -> request a change -> admin approves -> enter again', async ({
    page,
    api,
    adminConsole,
  }) => {
    test.setTimeout(90_000);
    const agent = await api.createAgent();
    const agentName = `${agent.firstName} ${agent.lastName}`;
    const first = `9${randomDigits(11)}`;
    const second = `5${randomDigits(11)}`;
    await signInAgent(page, agent);
    await goto(page, PATHS.agentProfile);

    const bank = agentSection(page, 'Bank Details');
    const accountAgain = bank.getByLabel('Account Number (again)', { exact: true });
    await bank.getByLabel('Account Holder Name', { exact: true }).fill(agentName);
    await bank.getByLabel('Account Number', { exact: true }).fill(first);
    // One digit off in the second entry.
    await accountAgain.fill(`${first.slice(0, -1)}${first.endsWith('0') ? '1' : '0'}`);
    await bank.getByLabel('IFSC Code', { exact: true }).fill('sbin0001234');
    await bank.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(bank.getByText("Account numbers don't match", { exact: true })).toBeVisible();
    await expect(accountAgain).toHaveAttribute('aria-invalid', 'true');

    await accountAgain.fill(first);
    await bank.getByRole('button', { name: 'Continue', exact: true }).click();
    // Exactly what will be locked, the full number included; nothing is saved yet.
    const check = bank.getByRole('region', { name: 'Check your bank details' });
    await expect(check.getByRole('heading', { name: 'Check your bank details' })).toBeFocused();
    await expect(check.getByRole('definition')).toHaveText([
      agentName,
      first,
      'SBIN0001234',
      'Not given',
    ]);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'bank confirmation');
    // Back to the form keeps what was typed.
    await check.getByRole('button', { name: 'Edit Details', exact: true }).click();
    await expect(bank.getByLabel('Account Number', { exact: true })).toHaveValue(first);
    await expect(accountAgain).toHaveValue(first);
    await bank.getByRole('button', { name: 'Continue', exact: true }).click();
    await check.getByRole('button', { name: 'Confirm and Lock', exact: true }).click();
    await expect(toastRegion(page).getByText('Bank Details Saved', { exact: true })).toBeVisible();
    // The confirm button went with the form: focus is on the card's title, not the page start.
    await expect(bank.getByRole('heading', { name: 'Bank Details', exact: true })).toBeFocused();
    await expect(bank.getByText(masked(first), { exact: true })).toBeVisible();
    await expect(
      bank.getByText(
        'Bank details are saved and locked. If something is wrong, request a change below.',
      ),
    ).toBeVisible();

    // --- Request a change ---------------------------------------------------------------------
    await bank.getByRole('button', { name: 'Request a Change', exact: true }).click();
    const reason = bank.getByLabel('What is wrong with the bank details?', { exact: true });
    await expect(reason).toBeFocused();
    // Cancel closes the form and gives focus back to the button.
    await bank.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(reason).toHaveCount(0);
    await expect(bank.getByRole('button', { name: 'Request a Change', exact: true })).toBeFocused();
    await bank.getByRole('button', { name: 'Request a Change', exact: true }).click();
    await bank.getByRole('button', { name: 'Send Request', exact: true }).click();
    await expect(
      bank.getByText('Please say what needs to change and why', { exact: true }),
    ).toBeVisible();
    await reason.fill('I typed the account number of my old bank');
    await bank.getByRole('button', { name: 'Send Request', exact: true }).click();
    await expect(toastRegion(page).getByText('Change Requested', { exact: true })).toBeVisible();
    await expect(
      bank.getByRole('heading', { name: 'Change requested — waiting for staff', exact: true }),
    ).toBeVisible();
    await expect(
      bank.getByText('You wrote: “I typed the account number of my old bank”', { exact: true }),
    ).toBeVisible();
    await expect(bank.getByRole('button', { name: 'Request a Change' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'change requested');

    // --- The admin approves it on the agent's card ---------------------------------------------
    const adminPage = await adminConsole();
    await openAdminTab(adminPage, 'Agents');
    const card = adminCard(adminPage, agentName);
    const requests = card.getByRole('region', { name: 'Change requests' });
    await expect(requests).toContainText('Bank details');
    await expect(requests).toContainText('“I typed the account number of my old bank”');
    await expectNoSeriousAxeViolations(adminPage, 'agents tab with a change request');
    // Either decision is final, so each asks first: Cancel decides nothing.
    const decisions: string[] = [];
    adminPage.on('request', (request) => {
      if (request.url().includes('/change-requests/')) decisions.push(request.method());
    });
    await requests.getByRole('button', { name: 'Decline', exact: true }).click();
    const decline = adminPage.getByRole('dialog', {
      name: `Decline the change of Bank details for ${agentName}?`,
    });
    await expect(
      decline.getByText(
        `The details of ${agentName} stay locked and they are told now. This cannot be undone.`,
        { exact: true },
      ),
    ).toBeVisible();
    await decline.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(decline).toBeHidden();
    await requests.getByRole('button', { name: 'Approve Change', exact: true }).click();
    const approve = adminPage.getByRole('dialog', {
      name: `Approve the change of Bank details for ${agentName}?`,
    });
    await expect(approve).toBeVisible();
    await expectNoSeriousAxeViolations(adminPage, 'approve change request dialog');
    await approve.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(approve).toBeHidden();
    expect(decisions).toEqual([]);
    await expect(requests.getByRole('button', { name: 'Approve Change' })).toBeVisible();

    await requests.getByRole('button', { name: 'Approve Change', exact: true }).click();
    await approve.getByRole('button', { name: 'Approve Change', exact: true }).click();
    await expect(approve).toBeHidden();
    await expect(
      toastRegion(adminPage).getByText('Change Approved', { exact: true }),
    ).toBeVisible();
    expect(decisions).toEqual(['POST']);
    await expect(
      requests.getByText('Approved: waiting for the agent to enter them again', { exact: true }),
    ).toBeVisible();
    await expect(requests.getByRole('button', { name: 'Approve Change' })).toHaveCount(0);

    // --- The agent enters the details again, twice, and confirms -------------------------------
    await page.reload();
    await expect(bank.getByRole('heading', { name: 'Change approved', exact: true })).toBeVisible();
    await bank.getByLabel('Account Holder Name', { exact: true }).fill(agentName);
    await bank.getByLabel('Account Number', { exact: true }).fill(second);
    await accountAgain.fill(second);
    await bank.getByLabel('IFSC Code', { exact: true }).fill('HDFC0000123');
    await bank.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(check.getByRole('definition')).toHaveText([
      agentName,
      second,
      'HDFC0000123',
      'Not given',
    ]);
    // A double tap on Confirm sends one save (a second would meet the lock again).
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/agent/update-bank-details')) saves.push(request.method());
    });
    await check.getByRole('button', { name: 'Confirm and Lock', exact: true }).dblclick();
    await expect(bank.getByText(masked(second), { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText('Bank Details Saved', { exact: true })).toHaveCount(1);
    await expect(
      toastRegion(page).getByText('Could Not Save Bank Details', { exact: true }),
    ).toHaveCount(0);
    expect(saves).toEqual(['POST']);
    // Locked again: no form, and a new change can be asked for.
    await expect(bank.getByLabel('Account Number (again)')).toHaveCount(0);
    await expect(bank.getByRole('button', { name: 'Request a Change', exact: true })).toBeVisible();

    // The console no longer lists the request.
    await expect(card.getByRole('region', { name: 'Change requests' })).toHaveCount(0, {
      timeout: 15_000,
    });
  });

  test('the Aadhaar images are shown for confirmation before they lock', async ({ page, api }) => {
    const agent = await api.createAgent();
    await signInAgent(page, agent);
    await goto(page, PATHS.agentProfile);

    const identity = agentSection(page, 'Identity Verification');
    const { front, back } = await aadhaarImages();
    await identity.getByLabel('Aadhar Card Front', { exact: true }).setInputFiles(front);
    await identity.getByLabel('Aadhar Card Back', { exact: true }).setInputFiles(back);
    await identity.getByRole('button', { name: 'Continue', exact: true }).click();

    const check = identity.getByRole('region', { name: 'Check your Aadhar images' });
    await expect(check.getByRole('heading', { name: 'Check your Aadhar images' })).toBeFocused();
    await expect(check.getByRole('img', { name: 'Preview of Aadhar Card Front' })).toBeVisible();
    await expect(check.getByRole('img', { name: 'Preview of Aadhar Card Back' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'aadhaar confirmation');
    // Choose Again goes back with both picks kept.
    await check.getByRole('button', { name: 'Choose Again', exact: true }).click();
    await expect(identity.getByRole('img', { name: 'Preview of Aadhar Card Back' })).toBeVisible();
    await identity.getByRole('button', { name: 'Continue', exact: true }).click();
    await check.getByRole('button', { name: 'Confirm and Save', exact: true }).click();

    await expect(toastRegion(page).getByText('Documents Saved', { exact: true })).toBeVisible();
    await expect(
      identity.getByRole('heading', { name: 'Identity Verification', exact: true }),
    ).toBeFocused();
    await expect(
      identity.getByRole('heading', { name: 'Documents saved', exact: true }),
    ).toBeVisible();
    await expect(
      identity.getByRole('button', { name: 'Request a Change', exact: true }),
    ).toBeVisible();
  });
});

test.describe('agent bank details in Hindi', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  });

  test('the mismatch, the confirmation and the waiting request read in Hindi', async ({
    page,
    api,
  }) => {
    const agent = await api.createAgent();
    const account = `9${randomDigits(11)}`;
    await signInAgent(page, agent);
    await goto(page, PATHS.agentProfile);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const bank = agentSection(page, 'बैंक विवरण');
    await bank.getByLabel('खाताधारक का नाम', { exact: true }).fill('रवि कुमार');
    await bank.getByLabel('खाता संख्या', { exact: true }).fill(account);
    await bank.getByLabel('खाता संख्या (दोबारा)', { exact: true }).fill('12345678');
    await bank.getByLabel('IFSC कोड', { exact: true }).fill('SBIN0001234');
    await bank.getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();
    await expect(bank.getByText('खाता संख्याएँ मेल नहीं खातीं', { exact: true })).toBeVisible();

    await bank.getByLabel('खाता संख्या (दोबारा)', { exact: true }).fill(account);
    await bank.getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();
    const check = bank.getByRole('region', { name: 'अपने बैंक विवरण जाँचें' });
    await expect(check.getByRole('definition')).toHaveText([
      'रवि कुमार',
      account,
      'SBIN0001234',
      'नहीं दिया गया',
    ]);
    await expectNoSeriousAxeViolations(page, 'bank confirmation in Hindi');
    await check.getByRole('button', { name: 'पुष्टि करें और लॉक करें', exact: true }).click();
    await expect(bank.getByText(masked(account), { exact: true })).toBeVisible();

    await bank.getByRole('button', { name: 'बदलाव का अनुरोध करें', exact: true }).click();
    await bank
      .getByLabel('बैंक विवरण में क्या गलत है?', { exact: true })
      .fill('पुराने बैंक का खाता लिख दिया');
    await bank.getByRole('button', { name: 'अनुरोध भेजें', exact: true }).click();
    await expect(
      bank.getByRole('heading', {
        name: 'बदलाव का अनुरोध भेजा गया — स्टाफ़ का इंतज़ार है',
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      bank.getByText('आपने लिखा: “पुराने बैंक का खाता लिख दिया”', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'change requested in Hindi');
  });
});
