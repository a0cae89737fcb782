// A seller's journey where every step goes to the other instance than the step before: a session,
// an encrypted document or account number, a photo or an item made on one must work on the other
// (one database, one bucket, one DATA_KEY).
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { verificationEndpoints } from '@/contract/verification';
import type { ClothingItem } from '@/domain/items.schema';
import {
  bankSubmission,
  TEST_PASSWORD,
  VALID_BANK,
  VALID_ITEM,
} from '@/server/test-support/factories';
import { jpeg } from '@/server/test-support/images';
import { uniqueEmail } from '@/test-support/unique';
import { get, send, sendOk } from './client';

export interface JourneyStep {
  step: string;
  instance: string;
  ok: boolean;
  detail?: string;
}

export async function sellerJourney(
  instances: { name: string; url: string }[],
  adminPassword: string,
): Promise<JourneyStep[]> {
  const steps: JourneyStep[] = [];
  let turn = 0;
  /** Runs `body` against the next instance in turn; a failed step ends the journey. */
  const step = async <T>(name: string, body: (url: string) => Promise<T>): Promise<T> => {
    const instance = instances[turn % instances.length]!;
    turn += 1;
    try {
      const result = await body(instance.url);
      steps.push({ step: name, instance: instance.name, ok: true });
      return result;
    } catch (error) {
      steps.push({ step: name, instance: instance.name, ok: false, detail: String(error) });
      throw error;
    }
  };
  const expect = (condition: boolean, what: string) => {
    if (!condition) throw new Error(what);
  };

  try {
    const email = uniqueEmail('cluster');
    const signup = { firstName: 'Asha', lastName: 'Verma', email, mobileNumber: '9876543210' };
    const userId = await step('sign up', async (url) => {
      const reply = await sendOk(url, authEndpoints.signUp, {
        body: { ...signup, password: TEST_PASSWORD },
      });
      return reply.json<{ user: { id: string } }>().user.id;
    });
    const cookie = await step('sign in', async (url) => {
      const reply = await sendOk(url, authEndpoints.signIn, {
        body: { email, password: TEST_PASSWORD },
      });
      const sid = reply.cookie('sid');
      expect(sid !== undefined, 'no session cookie');
      return sid!;
    });
    await step('session known to the other instance', async (url) => {
      const reply = await sendOk(url, authEndpoints.currentUser, { cookie });
      expect(reply.json<{ id: string }>().id === userId, 'another user answered');
    });
    const [front, back] = await Promise.all([jpeg(11), jpeg(12)]);
    await step('upload both Aadhaar sides (encrypted)', (url) =>
      sendOk(url, verificationEndpoints.submitIdentity, {
        cookie,
        form: {
          files: [
            { field: 'aadharFront', name: 'front.jpg', bytes: front },
            { field: 'aadharBack', name: 'back.jpg', bytes: back },
          ],
        },
      }),
    );
    await step('read own Aadhaar front (decrypted)', async (url) => {
      const reply = await sendOk(url, verificationEndpoints.viewOwnDocument, {
        cookie,
        params: { side: 'front' },
      });
      expect(reply.bytes[0] === 0xff && reply.bytes[1] === 0xd8, 'not a JPEG');
    });
    await step('submit bank details (account number encrypted)', (url) =>
      sendOk(url, verificationEndpoints.submitBankDetails, { cookie, body: bankSubmission() }),
    );
    const admin = await step('admin signs in at /superman', async (url) => {
      const reply = await sendOk(url, adminAuthEndpoints.logIn, {
        body: { password: adminPassword },
      });
      const sid = reply.cookie('admin_sid');
      expect(sid !== undefined, 'no admin session cookie');
      return sid!;
    });
    await step('admin reveals the account number (decrypted)', async (url) => {
      const reply = await sendOk(url, verificationEndpoints.revealBankAccount, {
        cookie: admin,
        params: { id: userId },
      });
      const { bankAccountNumber } = reply.json<{ bankAccountNumber: string }>();
      expect(bankAccountNumber === VALID_BANK.bankAccountNumber, 'another account number');
    });
    await step('admin views the Aadhaar back (decrypted)', async (url) => {
      const reply = await sendOk(url, verificationEndpoints.viewUserDocument, {
        cookie: admin,
        params: { id: userId, side: 'back' },
      });
      expect(reply.bytes[0] === 0xff && reply.bytes[1] === 0xd8, 'not a JPEG');
    });
    await step('admin approves the bank details', (url) =>
      sendOk(url, verificationEndpoints.decideBank, {
        cookie: admin,
        params: { userId },
        body: { status: 'verified' },
      }),
    );
    const photoUrls = await step('upload an item photo', async (url) => {
      const reply = await sendOk(url, itemEndpoints.uploadPhotos, {
        cookie,
        form: { files: [{ field: 'photos', bytes: await jpeg(7) }] },
      });
      return reply.json<{ photoUrls: string[] }>().photoUrls;
    });
    await step('photo served by the other instance (shared bucket)', async (url) => {
      const reply = await get(`${url}${photoUrls[0]}`);
      expect(reply.status === 200, `photo answered ${reply.status}`);
    });
    const item = await step('submit the item', async (url) => {
      const reply = await sendOk(url, itemEndpoints.submitItem, {
        cookie,
        body: { ...VALID_ITEM, photos: photoUrls },
      });
      return reply.json<ClothingItem>();
    });
    await step('admin sees it pending', async (url) => {
      const reply = await sendOk(url, itemEndpoints.listPendingItems, { cookie: admin });
      const page = reply.json<{ items: { id: number }[] }>();
      expect(
        page.items.some((pending) => pending.id === item.id),
        'item not in the pending list',
      );
    });
    await step('admin approves it with an offer', (url) =>
      sendOk(url, itemEndpoints.reviewItem, {
        cookie: admin,
        params: { id: item.id },
        body: { status: 'approved', offerAmount: '350.00', adminNotes: '' },
      }),
    );
    await step('seller sees the offer', async (url) => {
      const reply = await sendOk(url, itemEndpoints.listMyItems, { cookie });
      const mine = reply.json<ClothingItem[]>().find((each) => each.id === item.id);
      expect(mine?.status === 'approved', `status ${mine?.status}`);
      expect(mine?.offerAmount === '350.00', `offer ${mine?.offerAmount}`);
    });
    await step('sign out', async (url) => {
      // As the Sign Out link navigates: a same-origin GET (src/server/platform/same-origin.ts).
      const reply = await send(url, authEndpoints.logout, {
        cookie,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(reply.status === 302, `logout answered ${reply.status}`);
    });
    await step('session ended on the other instance too', async (url) => {
      const reply = await send(url, authEndpoints.currentUser, { cookie });
      expect(reply.status === 401, `current user answered ${reply.status}`);
    });
  } catch {
    // The failed step is in `steps`.
  }
  return steps;
}
