// Agents end to end (SPEC §2 agent screens, §4 agent rules, §8 messages): an agent signs
// up with a photo, reads the onboarding in Hindi and back in English, signs in, verifies a fully
// verified customer's User ID and claims them (₹120.00 -> ₹145.00, leaderboard count 1, the
// customer under Verified Signups), then an admin adds ₹50.00 with a UTR in the Agents tab and
// the agent sees ₹195.00 and the ledger row. Also: signed-out /agent and /agent/profile. Runs at
// 1280 px; the journey (@phone: its banners fold on a phone) again at 360 px with touch.
import { agentEndpoints } from '@/contract/agents';
import { privacyEndpoints } from '@/contract/privacy';
import { PATHS } from '@/domain/paths';
import {
  adminCard,
  agentSection,
  endSession,
  expect,
  fillAgentSignupForm,
  goto,
  ledgerEntries,
  onboardingSlide,
  openAdminTab,
  photoFile,
  randomDigits,
  send,
  shortTag,
  statValue,
  test,
  toastRegion,
  agentFields,
} from './support/fixtures';
import { signInAgent } from './support/notifications';

test.describe('agents: signup, onboarding, claims, ledger and the admin Agents tab', () => {
  test(
    'signup with photo -> onboarding in Hindi and back -> sign in -> verify and claim -> admin adds ₹50.00 -> ledger row',
    { tag: '@phone' },
    async ({ page, api, adminConsole, isMobile }) => {
      // Two browser contexts, a multipart signup and a fully verified customer.
      test.setTimeout(90_000);
      const tag = shortTag();
      const agent = agentFields();
      const agentName = `${agent.firstName} ${agent.lastName}`;
      const utr = `UTR${randomDigits(12)}`;

      // The customer the agent brought, made fully verified over the API (other specs cover the
      // customer's own screens), while the agent signs up in the browser.
      const customerReady = api.createCustomer({
        firstName: 'Meena',
        lastName: `Devi ${tag}`,
        verification: 'verified',
        identityConfirmed: true,
      });

      // --- Sign up with a profile photo --------------------------------------------------------
      await goto(page, PATHS.agentSignup);
      await expect(page.getByRole('heading', { name: 'Become an Agent' })).toBeVisible();
      await fillAgentSignupForm(page, agent);
      await page
        .getByLabel('Profile Photo', { exact: true })
        .setInputFiles(await photoFile('face.jpg', [200, 160, 130]));
      await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
      await page.getByRole('button', { name: 'Create Agent Account', exact: true }).click();
      await expect(
        toastRegion(page).getByText('Agent Account Created', { exact: true }),
      ).toBeVisible();

      // --- Onboarding: English, Hindi, back to English, Get Started ---------------------------
      await expect(
        page.getByRole('heading', { level: 1, name: 'How the Agent Programme works' }),
      ).toBeVisible();
      await expect(onboardingSlide(page, 'Step 1 of 6')).toContainText('₹120 welcome bonus');
      await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(onboardingSlide(page, 'Step 2 of 6')).toBeVisible();
      await expect(page.getByText('Step 2 of 6', { exact: true })).toBeVisible();

      const language = page.getByRole('group', { name: 'Language', exact: true });
      await language.getByRole('button', { name: 'हिन्दी', exact: true }).click();
      // The group is then named in Hindi too: the buttons are found by their own names.
      await expect(page.getByRole('button', { name: 'हिन्दी', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByText('चरण 2 / 6', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'पिछला', exact: true }).click();
      await expect(page.getByText('चरण 1 / 6', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'अगला', exact: true }).click();
      await expect(page.getByText('चरण 2 / 6', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'English', exact: true }).click();
      await expect(page.getByText('Step 2 of 6', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'How the Agent Programme works' }),
      ).toBeVisible();
      for (let step = 3; step <= 6; step += 1) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(page.getByText(`Step ${step} of 6`, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Get Started', exact: true }).click();

      // --- Sign in -----------------------------------------------------------------------------
      await expect(page).toHaveURL(PATHS.agentSignin);
      await expect(page.getByRole('heading', { name: 'Agent Sign In' })).toBeVisible();
      // Get Started brings the new address along (issue 15).
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(agent.email);
      await page.getByLabel('Email', { exact: true }).fill(agent.email);
      await page.getByLabel('Password', { exact: true }).fill(agent.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(PATHS.agent);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ravi!' })).toBeVisible();
      await expect(page.getByText(/^Agent Code: AG/)).toBeVisible();
      await expect(statValue(page, 'Current Balance')).toContainText('₹120.00');
      // Verify User comes before the challenge and bonus banners; on a phone those fold to their
      // headings and open on a tap (issue 15).
      const verifyTop = await agentSection(page, 'Verify User Signup').boundingBox();
      const challenge = page.getByRole('region', { name: /^Top Agent Challenge/ });
      const challengeTop = await challenge.boundingBox();
      expect(verifyTop && challengeTop && verifyTop.y < challengeTop.y).toBe(true);
      const challengeBody = challenge.getByText(
        'The agent with the most verified signups this month wins an iPad.',
      );
      if (isMobile) {
        await expect(challengeBody).toBeHidden();
        await challenge.getByRole('heading', { name: /^Top Agent Challenge/ }).click();
      }
      await expect(challengeBody).toBeVisible();

      // --- Verify the customer's User ID and claim them -----------------------------------------
      const verify = agentSection(page, 'Verify User Signup');
      await verify.getByRole('button', { name: 'Verify User', exact: true }).click();
      await expect(verify.getByText('User ID is required', { exact: true })).toBeVisible();

      const customer = await customerReady;
      await verify.getByLabel('User ID', { exact: true }).fill(customer.id);
      await verify.getByRole('button', { name: 'Verify User', exact: true }).click();
      await expect(
        verify.getByRole('heading', { level: 3, name: `Meena Devi ${tag}` }),
      ).toBeVisible();
      await expect(verify.getByText('Verified: ready to claim', { exact: true })).toBeVisible();
      await verify.getByRole('button', { name: 'Claim Signup', exact: true }).click();
      await expect(toastRegion(page).getByText('Signup Claimed', { exact: true })).toBeVisible();

      await expect(statValue(page, 'Current Balance')).toContainText('₹145.00');
      const ownRow = agentSection(page, 'Leaderboard').locator('tr[aria-current="true"]');
      await expect(ownRow).toContainText(agentName);
      await expect(ownRow).toContainText('You');
      await expect(ownRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
      await expect(agentSection(page, 'Verified Signups')).toContainText(`Meena Devi ${tag}`);
      await expect(ledgerEntries(page).filter({ hasText: '₹145.00' }).first()).toBeVisible();

      // --- The admin adds ₹50.00 with a UTR in its own browser context -------------------------
      const adminPage = await adminConsole();
      await openAdminTab(adminPage, 'Agents');
      const card = adminCard(adminPage, agentName);
      await expect(card).toContainText('₹145.00');
      await card
        .getByRole('group', { name: `Actions for ${agentName}` })
        .getByRole('button', { name: 'Adjust Balance', exact: true })
        .click();
      const dialog = adminPage.getByRole('dialog', { name: 'Adjust Balance' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Transaction Type', { exact: true }).selectOption({ label: 'Add' });
      await dialog.getByLabel('Amount', { exact: true }).fill('50');
      await dialog.getByLabel('UTR Number', { exact: true }).fill(utr);
      await dialog.getByLabel('Description').fill(`Field bonus ${tag}`);
      await dialog.getByRole('button', { name: 'Update Balance', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        toastRegion(adminPage).getByText('Balance Updated', { exact: true }),
      ).toBeVisible();
      await expect(card).toContainText('₹195.00');

      // --- The agent reloads and sees the new balance and the ledger row -----------------------
      await page.reload();
      await expect(statValue(page, 'Current Balance')).toContainText('₹195.00');
      const row = ledgerEntries(page).filter({ hasText: utr });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Add');
      await expect(row).toContainText('₹50.00');
      await expect(row).toContainText('₹195.00');
      await expect(row).toContainText(`Field bonus ${tag}`);
    },
  );

  test('signed out: /agent goes to /agent/signin and /agent/profile shows Access Denied', async ({
    page,
  }) => {
    await goto(page, PATHS.agent);
    await expect(page).toHaveURL(PATHS.agentSignin);
    await expect(page.getByRole('heading', { name: 'Agent Sign In' })).toBeVisible();

    await goto(page, PATHS.agentProfile);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('Please sign in as an agent to see your profile.', { exact: true }),
    ).toBeVisible();
  });

  test('signed out on /agent/profile: Agent Sign In comes back to the profile (issue 28)', async ({
    page,
    api,
  }) => {
    const agent = await api.createAgent();
    await goto(page, PATHS.agentProfile);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await page.getByRole('link', { name: 'Agent Sign In', exact: true }).click();
    await expect(page).toHaveURL(PATHS.agentSignin);
    await page.getByLabel('Email', { exact: true }).fill(agent.email);
    await page.getByLabel('Password', { exact: true }).fill(agent.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(PATHS.agentProfile);
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Profile' })).toBeVisible();
  });

  test('a session that ends on the dashboard: the next call goes to Agent Sign In, and back (issue 28)', async ({
    page,
    api,
  }) => {
    const agent = await api.createAgent();
    await signInAgent(page, agent);
    await goto(page, PATHS.agentDashboard);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ravi!' })).toBeVisible();
    // The session ends (expired, or signed out elsewhere), then the agent acts.
    await endSession(page);
    const verify = agentSection(page, 'Verify User Signup');
    await verify.getByLabel('User ID', { exact: true }).fill('ABCDEFGHJK');
    await verify.getByRole('button', { name: 'Verify User', exact: true }).click();

    await expect(page).toHaveURL(PATHS.agentSignin);
    await expect(
      toastRegion(page).getByText('Session expired. Please log in again.', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(agent.email);
    await page.getByLabel('Password', { exact: true }).fill(agent.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(PATHS.agentDashboard);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ravi!' })).toBeVisible();
  });
});

test.describe('agents: a double tap on Claim Signup', () => {
  test('sends one claim and shows one success, never "Claim Failed"', async ({ page, api }) => {
    const [agent, customer] = await Promise.all([
      api.createAgent(),
      api.createCustomer({
        firstName: 'Asha',
        lastName: `Rani ${shortTag()}`,
        verification: 'verified',
        identityConfirmed: true,
      }),
    ]);
    await signInAgent(page, agent);
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/agent/add-verified-signup')) claims.push(request.method());
    });

    await goto(page, PATHS.agent);
    const verify = agentSection(page, 'Verify User Signup');
    await verify.getByLabel('User ID', { exact: true }).fill(customer.id);
    await verify.getByRole('button', { name: 'Verify User', exact: true }).click();
    await expect(verify.getByText('Verified: ready to claim', { exact: true })).toBeVisible();
    await verify.getByRole('button', { name: 'Claim Signup', exact: true }).dblclick();

    await expect(toastRegion(page).getByText('Signup Claimed', { exact: true })).toHaveCount(1);
    await expect(statValue(page, 'Current Balance')).toContainText('₹145.00');
    await expect(toastRegion(page).getByText('Claim Failed', { exact: true })).toHaveCount(0);
    expect(claims).toEqual(['POST']);
  });
});

test.describe('agents: a claimed seller who erased their account', () => {
  test('shows as "Account deleted" under Verified Signups, in English and Hindi; the ₹25 stays (issue 28)', async ({
    page,
    api,
  }) => {
    const tag = shortTag();
    const [agent, customer] = await Promise.all([
      api.createAgent(),
      api.createCustomer({
        firstName: 'Leela',
        lastName: `Bai ${tag}`,
        verification: 'verified',
        identityConfirmed: true,
      }),
    ]);
    await signInAgent(page, agent);
    const claimed = await send(page.request, agentEndpoints.claimSignup, {
      data: { userId: customer.id },
    });
    expect(claimed.ok()).toBe(true);
    const seller = await api.requestAs(customer);
    const erased = await send(seller, privacyEndpoints.sellerDelete, {
      data: { password: customer.password },
    });
    expect(erased.ok()).toBe(true);

    await goto(page, PATHS.agent);
    const signups = agentSection(page, 'Verified Signups');
    await expect(signups.getByText('1 claimed', { exact: true })).toBeVisible();
    await expect(signups.getByText('Account deleted', { exact: true })).toBeVisible();
    await expect(signups).not.toContainText('erased.invalid');
    await expect(signups).not.toContainText('Name not given');
    await expect(signups).not.toContainText(`Leela Bai ${tag}`);
    await expect(statValue(page, 'Current Balance')).toContainText('₹145.00');

    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      agentSection(page, 'सत्यापित साइनअप').getByText('खाता हटा दिया गया', { exact: true }),
    ).toBeVisible();
  });
});
