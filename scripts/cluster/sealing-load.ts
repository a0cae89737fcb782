// Load that seals and opens values while the data key rotates (issue 29, item 5): each loop signs a
// new seller up, submits bank details (the account number sealed by whichever instance takes the
// request) and has the console reveal it (opened by whichever instance takes that one), through a
// balancer that does not retry. A value sealed under a key another instance cannot open fails the
// reveal; so does a reveal that answers another number.
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints } from '@/contract/verification';
import { bankSubmission, TEST_PASSWORD, VALID_BANK } from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { send, sendOk } from './client';
import { keepRunning } from './load';

export interface SealingFigures {
  sealed: number;
  opened: number;
  failed: string[];
}

export async function startSealingLoad(proxyUrl: string, loops: number, adminPassword: string) {
  const figures: SealingFigures = { sealed: 0, opened: 0, failed: [] };
  const admin = (
    await sendOk(proxyUrl, adminAuthEndpoints.logIn, { body: { password: adminPassword } })
  ).cookie('admin_sid');
  if (!admin) throw new Error('no admin session cookie');
  let sellers = 0;

  const once = async () => {
    // Each seller from an address of its own (10.77.0.0/16): the signup limits are per address.
    sellers += 1;
    const headers = { 'x-forwarded-for': `10.77.${sellers >> 8}.${sellers & 255}` };
    const email = uniqueEmail('sealing');
    const signup = await sendOk(proxyUrl, authEndpoints.signUp, {
      headers,
      body: {
        firstName: 'Key',
        lastName: 'Rotation',
        email,
        mobileNumber: '9876543210',
        password: TEST_PASSWORD,
      },
    });
    const userId = signup.json<{ user: { id: string } }>().user.id;
    const cookie = (
      await sendOk(proxyUrl, authEndpoints.signIn, {
        headers,
        body: { email, password: TEST_PASSWORD },
      })
    ).cookie('sid');
    const sealed = await send(proxyUrl, verificationEndpoints.submitBankDetails, {
      cookie,
      body: bankSubmission(),
    });
    if (sealed.status !== 200)
      throw new Error(`seal: ${sealed.status} ${sealed.text().slice(0, 120)}`);
    figures.sealed += 1;
    const opened = await send(proxyUrl, verificationEndpoints.revealBankAccount, {
      cookie: admin,
      params: { id: userId },
    });
    const number =
      opened.status === 200
        ? opened.json<{ bankAccountNumber: string }>().bankAccountNumber
        : undefined;
    if (number !== VALID_BANK.bankAccountNumber) {
      throw new Error(`open: ${opened.status} ${opened.text().slice(0, 120)}`);
    }
    figures.opened += 1;
  };
  return keepRunning(figures, loops, () =>
    once().catch((error: unknown) => {
      figures.failed.push(String(error));
    }),
  );
}
