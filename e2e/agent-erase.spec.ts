// Staff erase an agent on request (issue 15; docs/privacy.md): a deactivated agent cannot sign in
// to delete their own account, so the admin deactivates them, opens "Erase account" on the card,
// reads what is erased and kept, writes how the agent asked and types the agent code; the card then
// leaves the agents and is listed under Accounts: Erased as "Erased account" with the code, and the
// agent cannot sign in. Hindi: the dialog's texts.
// Runs at 1280 px and at 360 px.
import { PATHS } from '@/domain/paths';
import hi from '@/web/i18n/locales/hi/admin-erase';
import hiCommon from '@/web/i18n/locales/hi/common';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  adminCard,
  expect,
  expectNoSidewaysScroll,
  expectToast,
  goto,
  openAdminTab,
  test,
} from './support/fixtures';

test('an admin erases a deactivated agent on request; the card shows the erased state', async ({
  page,
  api,
  adminConsole,
}) => {
  const agent = await api.createAgent();
  const name = `${agent.firstName} ${agent.lastName}`;
  const admin = await adminConsole();
  await openAdminTab(admin, 'Agents');
  const card = adminCard(admin, name);
  const actions = card.getByRole('group', { name: `Actions for ${name}` });
  await actions.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Erase account', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Erase the account of ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      'Their name, email, phone, address, bank details, Aadhar images and photo are erased.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      `Payment records the law asks us to keep stay (ledger, payslips, referrals), under agent code ${agent.agentCode}.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await expectNoSeriousAxeViolations(admin, 'erase agent dialog');

  // Nothing typed: both fields say what they need, and nothing is erased.
  const submit = dialog.getByRole('button', { name: 'Erase account', exact: true });
  await submit.click();
  await expect(
    dialog.getByText('Please write how and when the agent asked for their account to be erased', {
      exact: true,
    }),
  ).toBeVisible();
  const codeField = dialog.getByLabel(`Type the agent code ${agent.agentCode} to confirm`);
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await dialog
    .getByLabel('How and when did the agent ask?')
    .fill('Requested by e-mail on 20 November 2026');
  await codeField.fill('AG-WRONG');
  await submit.click();
  await expect(
    dialog.getByText(`Please type the agent code ${agent.agentCode} exactly.`, { exact: true }),
  ).toBeVisible();
  await codeField.fill(agent.agentCode.toLowerCase());
  await submit.click();
  await expect(dialog).toBeHidden();
  await expectToast(
    admin,
    'Account Erased',
    `The personal data of agent ${agent.agentCode} has been erased.`,
  );

  // No longer among the agents (nor in their counts); staff find it under Accounts: Erased.
  await expect(adminCard(admin, name)).toHaveCount(0);
  await admin.getByRole('tabpanel').getByLabel('Accounts', { exact: true }).selectOption('erased');
  // The card: "Erased account" with the code, no name, no email, no actions but the payslips.
  const erased = adminCard(admin, `Erased account ${agent.agentCode}`);
  await expect(erased).toBeVisible();
  await expect(erased.getByText('Erased', { exact: true })).toBeVisible();
  await expect(
    erased.getByText(
      `Personal data was erased on request. The money records stay under agent ${agent.agentCode}.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(erased).not.toContainText('erased.invalid');
  await expect(erased).toContainText('₹120.00');
  await expect(adminCard(admin, name)).toHaveCount(0);
  await expect(erased.getByRole('button', { name: 'Erase account' })).toHaveCount(0);
  await expect(erased.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await expectNoSidewaysScroll(admin);

  // The agent cannot sign in: the same answer as a wrong password.
  await goto(page, PATHS.agentSignin);
  await expect(page.getByRole('heading', { name: 'Agent Sign In' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(PATHS.agentSignin);
});

test('the erase dialog in Hindi names the agent and what is kept', async ({
  api,
  adminConsole,
}) => {
  const agent = await api.createAgent();
  const name = `${agent.firstName} ${agent.lastName}`;
  const admin = await adminConsole();
  await openAdminTab(admin, 'Agents');
  // The tab stays in the address; the language is the browser's choice.
  await admin.evaluate(() => localStorage.setItem('language', 'hi'));
  await admin.reload();
  await expect(admin.locator('html')).toHaveAttribute('lang', 'hi');
  const card = adminCard(admin, name);
  await card.getByRole('button', { name: hi['adminErase.dialog.button'], exact: true }).click();
  const dialog = admin.getByRole('dialog', {
    name: hi['adminErase.dialog.title'].replace('{name}', name),
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(hi['adminErase.dialog.keeps'].replace('{code}', agent.agentCode), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    dialog.getByLabel(hi['adminErase.dialog.code'].replace('{code}', agent.agentCode)),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'erase agent dialog, Hindi');
  await dialog.getByRole('button', { name: hiCommon['common.cancel'], exact: true }).click();
  await expect(dialog).toBeHidden();
});
