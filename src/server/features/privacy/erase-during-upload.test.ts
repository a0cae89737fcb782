// Erasing an account while one of its uploads is in flight (issue 28, finding 1): an upload stores
// its files, then takes the owner's row lock; an erasure that commits in between must leave
// nothing on the erased account: the upload is refused as a session that ended (401
// UNAUTHENTICATED), the files it stored are deleted, and no row names them. Each upload kind is
// first held by the storage gate (test-support/storage-gate.ts) right after its last file is
// written, until the erasure has answered: the interleaving the issue found by timing, made
// certain. Then 20 trials each of the erasure racing the upload from three starting points.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import type { EndpointSpec } from '@/contract/endpoint';
import { itemEndpoints } from '@/contract/items';
import { privacyEndpoints } from '@/contract/privacy';
import { verificationEndpoints } from '@/contract/verification';
import { clothingItems } from '@/server/db/schema';
import { keysOfPhotoUrl } from '@/server/platform/photo-store';
import { newAgent, newCustomer, type Agent, type Customer } from '@/server/test-support/factories';
import {
  aadhaarSides,
  call,
  errorBodyOf,
  type CallRequest,
  type InjectResponse,
} from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { agentRow, photoRowsOf, storedFiles, userRow } from '@/server/test-support/rows';
import type { StoredFolder } from '@/server/test-support/storage-gate';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });
let front: Buffer;
let back: Buffer;
let photo: Buffer;

beforeAll(async () => {
  [front, back, photo] = await Promise.all([jpeg(51), jpeg(52), jpeg(53)]);
});

type Owner = { customer: Customer } | { agent: Agent };

interface UploadKind {
  name: string;
  /** Where the upload writes, and how many files one upload writes there. */
  folder: StoredFolder;
  writes: number;
  owner(): Promise<Owner>;
  upload(owner: Owner): Promise<InjectResponse>;
}

const aadhaarForm = () => ({ files: aadhaarSides(front, back) });
const photoForm = (field: string) => ({ files: [{ field, name: 'photo.jpg', bytes: photo }] });

/**
 * An upload a new customer's or agent's account makes to this endpoint. Each writes two files:
 * both Aadhaar sides, or one photo and its thumbnail.
 */
function uploadKind(
  by: 'customer' | 'agent',
  name: string,
  folder: StoredFolder,
  endpoint: EndpointSpec,
  form: () => CallRequest['form'],
): UploadKind {
  return {
    name,
    folder,
    writes: 2,
    owner: async () =>
      by === 'customer' ? { customer: await newCustomer(t) } : { agent: await newAgent(t) },
    upload: (owner) =>
      call(t, endpoint, {
        cookie: 'customer' in owner ? owner.customer.cookie : owner.agent.cookie,
        form: form(),
      }),
  };
}

const KINDS: UploadKind[] = [
  uploadKind(
    'customer',
    'customer Aadhaar',
    'documents',
    verificationEndpoints.submitIdentity,
    aadhaarForm,
  ),
  uploadKind(
    'customer',
    'customer profile photo',
    'avatars',
    verificationEndpoints.uploadProfilePhoto,
    () => photoForm('profilePhoto'),
  ),
  uploadKind('customer', 'item photos', 'photos', itemEndpoints.uploadPhotos, () =>
    photoForm('photos'),
  ),
  uploadKind('agent', 'agent Aadhaar', 'documents', agentEndpoints.saveDocuments, aadhaarForm),
  uploadKind('agent', 'agent profile photo', 'avatars', agentEndpoints.updateProfilePhoto, () =>
    photoForm('profilePhoto'),
  ),
];

/** The owner erases their own account; an agent is erased by staff on every other trial. */
function erase(owner: Owner, byStaff = false): Promise<InjectResponse> {
  if ('customer' in owner) {
    const { cookie, password } = owner.customer;
    return call(t, privacyEndpoints.sellerDelete, { cookie, body: { password } });
  }
  const { id, cookie, password } = owner.agent;
  return byStaff
    ? call(t, privacyEndpoints.adminAgentDelete, {
        cookie: t.admin,
        params: { id },
        body: { reason: 'Asked by e-mail on 28 Nov 2026' },
      })
    : call(t, privacyEndpoints.agentDelete, { cookie, body: { password } });
}

/** Every storage key the owner's rows name: Aadhaar keys, photos of uploads, items and profile. */
async function keysNamedBy(owner: Owner): Promise<string[]> {
  const photoKeys = (urls: (string | null)[]) =>
    urls.flatMap((url) => (url ? (keysOfPhotoUrl(url) ?? [url]) : []));
  if ('customer' in owner) {
    const { id } = owner.customer;
    const row = await userRow(t, id);
    const uploads = await photoRowsOf(t, id);
    const items = await t.db
      .select({ photos: clothingItems.photos })
      .from(clothingItems)
      .where(eq(clothingItems.userId, id));
    return [
      ...[row.aadharFrontUrl, row.aadharBackUrl].filter((key): key is string => Boolean(key)),
      ...photoKeys([row.profileImageUrl, ...uploads.map((upload) => upload.url)]),
      ...photoKeys(items.flatMap((item) => item.photos)),
    ];
  }
  const row = await agentRow(t, owner.agent.id);
  return [
    ...[row.aadharFrontUrl, row.aadharBackUrl].filter((key): key is string => Boolean(key)),
    ...photoKeys([row.profileImageUrl]),
  ];
}

async function isErased(owner: Owner): Promise<boolean> {
  if ('customer' in owner) return (await userRow(t, owner.customer.id)).deletedAt !== null;
  return (await agentRow(t, owner.agent.id)).deletedAt !== null;
}

/**
 * One erasure racing one upload, started from `phase`: 0 both at once; 1 the erasure when the
 * upload's first file is written (the upload goes on); 2 the upload held after its last file
 * until the erasure has answered. Answers both responses, the files left that were not there
 * before, the owner's files from before that are still there, and the keys the owner's rows name.
 */
async function race(kind: UploadKind, owner: Owner, phase: 0 | 1 | 2, byStaff = false) {
  const before = new Set(storedFiles(t));
  const ownBefore = await keysNamedBy(owner);
  let uploaded: Promise<InjectResponse>;
  let erased: InjectResponse;
  if (phase === 0) {
    uploaded = kind.upload(owner);
    erased = await erase(owner, byStaff);
  } else if (phase === 1) {
    const first = t.storage.afterWrite(kind.folder, 1);
    uploaded = kind.upload(owner);
    await first.written;
    erased = await erase(owner, byStaff);
  } else {
    const last = t.storage.afterWrite(kind.folder, kind.writes, { hold: true });
    uploaded = kind.upload(owner);
    await last.written;
    erased = await erase(owner, byStaff);
    last.release();
  }
  const upload = await uploaded;
  const after = storedFiles(t);
  return {
    upload,
    erased,
    added: after.filter((key) => !before.has(key)),
    ownLeft: ownBefore.filter((key) => after.includes(key)),
    named: await keysNamedBy(owner),
    isErased: await isErased(owner),
    owner,
  };
}

describe('an erasure that commits while an upload is between storing and locking', () => {
  for (const kind of KINDS) {
    it(`${kind.name}: the upload is refused as an ended session and leaves no file`, async () => {
      const result = await race(kind, await kind.owner(), 2);
      expect(result.erased.statusCode, result.erased.body).toBe(200);
      expect(result.upload.statusCode, result.upload.body).toBe(401);
      expect(errorBodyOf(result.upload).code).toBe('UNAUTHENTICATED');
      expect(result.isErased).toBe(true);
      expect(result.named).toEqual([]);
      expect(result.added).toEqual([]);
      expect(result.ownLeft).toEqual([]);
      if ('customer' in result.owner) {
        // Not verified by documents nobody holds any more.
        expect((await userRow(t, result.owner.customer.id)).isVerified).toBe(false);
      }
    });
  }
});

describe('erasure racing each upload, 20 trials each', () => {
  for (const kind of KINDS) {
    it(`${kind.name}: 0 files and 0 keys left on the erased accounts`, async () => {
      // Made at once (their signups share the cores); the races run one by one, as the gate
      // counts the writes of one upload at a time.
      const owners = await Promise.all(Array.from({ length: 20 }, () => kind.owner()));
      const outcomes: string[] = [];
      const left: string[] = [];
      for (const [trial, owner] of owners.entries()) {
        const phase = (trial % 3) as 0 | 1 | 2;
        const result = await race(kind, owner, phase, trial % 2 === 1);
        // Which trial failed and how, should one ever fail (a rare failure once gave no clue).
        const which = `trial ${trial}, phase ${phase}`;
        expect(result.erased.statusCode, `${which}: ${result.erased.body}`).toBe(200);
        expect(result.isErased, which).toBe(true);
        // Either the upload committed first (and the erasure took its files) or it was refused.
        expect([200, 401], `${which}: ${result.upload.body}`).toContain(result.upload.statusCode);
        outcomes.push(`${phase}:${result.upload.statusCode}`);
        left.push(
          ...[...result.added, ...result.ownLeft, ...result.named].map((key) => `${which}: ${key}`),
        );
      }
      expect(left).toEqual([]);
      // The held trials at least were refused.
      expect(
        outcomes.filter((outcome) => outcome.endsWith(':401')).length,
        outcomes.join(' '),
      ).toBeGreaterThanOrEqual(6);
      // 20 signups and erasures (argon2 each): seconds alone, far longer on a busy machine.
    }, 120_000);
  }
});
