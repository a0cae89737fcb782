// The agent's ledger in the reader's language (issue 28 #9): the server names what each entry is
// (welcome bonus, referral bonus) and the dashboard words it from the catalogue, so an agent who
// reads Hindi sees Hindi where the stored English ("Welcome bonus", "Referral bonus: …") was shown.
// The profile names the language of messages in Hindi too ("संदेश English में…" before).
import { PATHS } from '@/domain/paths';
import hindi from '@/web/i18n/locales/hi/agents';
import hindiNotifications from '@/web/i18n/locales/hi/notifications';
import { expect, goto, send, test } from './support/fixtures';
import { agentEndpoints } from '@/contract/agents';
import { signInAgent } from './support/notifications';

test('an agent reading Hindi sees the welcome and referral bonus entries, and the language of messages, in Hindi', async ({
  page,
  api,
}) => {
  test.setTimeout(60_000);
  const [agent, customer] = await Promise.all([
    api.createAgent(),
    api.createCustomer({ verification: 'verified', identityConfirmed: true }),
  ]);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await signInAgent(page, agent);
  const claimed = await send(page.request, agentEndpoints.claimSignup, {
    data: { userId: customer.id },
  });
  expect(claimed.status()).toBe(201);

  await goto(page, PATHS.agentDashboard);
  const ledger = page.getByRole('region', { name: hindi['agents.ledger.title'], exact: true });
  await expect(ledger).toBeVisible();
  const entries = ledger.getByRole('row').or(ledger.getByRole('listitem'));
  const referral = hindi['agents.ledger.entry.referralBonus'].replace('{userId}', customer.id);
  await expect(entries.filter({ hasText: referral })).toHaveCount(1);
  await expect(entries.filter({ hasText: hindi['agents.ledger.entry.welcomeBonus'] })).toHaveCount(
    1,
  );
  await expect(ledger).not.toContainText('Welcome bonus');
  await expect(ledger).not.toContainText('Referral bonus');

  await goto(page, PATHS.agentProfile);
  const sentence = hindiNotifications['notifications.preferences.language'];
  const inHindi = (['en', 'hi'] as const).map((language) =>
    sentence.replace(
      '{language}',
      hindiNotifications[`notifications.preferences.languageName.${language}`],
    ),
  );
  const said = page.getByText(sentence.split('{language}')[0]!);
  await expect(said).toBeVisible();
  expect(inHindi).toContain(await said.textContent());
});
