// Files are written before the row that names them is committed (an upload stores its photos,
// then inserts their rows): a crash in between, or a lost race, leaves a file no row references.
// This sweep removes such files once they are older than a grace period (an upload in flight is
// never that old), for every kind the app stores, locally and on S3, and the temporary files a
// local write can leave behind. A file is removed only if no row names it at the time of the check,
// which comes after the listing: a referenced file is never deleted. A reference held by an erased
// account (or by its uploads and items) does not count: erasure removes every file of the person
// (docs/privacy.md), so a file such a row still names can only be one a write slipped past the
// erasure with; it goes like any orphan (issue 28).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents, clothingItems, photoUploads, users } from '@/server/db/schema';
import { isTempKey, type FileStorage, type ListedFile } from '@/server/platform/storage';

/** An upload finishes within seconds; a file older than this with no row is an orphan. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

/** The folders the app writes, and how a row refers to a file in each. */
const KINDS = {
  // photos/<hex>.webp and its thumbnail photos/<hex>-thumb.webp: photo_uploads (url,
  // thumbnail_url) and clothing_items.photos name them by URL.
  photos: /^photos\/([0-9a-f]{32})(-thumb)?\.webp$/,
  // avatars/<hex>.webp (+ thumbnail): users.profile_image_url and agents.profile_image_url.
  avatars: /^avatars\/([0-9a-f]{32})(-thumb)?\.webp$/,
  // documents/<hex>.bin, encrypted Aadhaar images: users and agents aadhar_front/back_url hold
  // the key itself.
  documents: /^documents\/[0-9a-f]{32}\.bin$/,
} as const;
type Kind = keyof typeof KINDS;

export interface OrphanSweepResult {
  photos: number;
  avatars: number;
  documents: number;
  temp: number;
  /** Old enough, but still named by a row. */
  kept: number;
}

/** The value a row holds when it refers to this key (a URL for public images, else the key). */
function referenceOf(kind: Kind, key: string): string {
  if (kind === 'documents') return key;
  const [, name] = KINDS[kind].exec(key)!;
  return `/uploads/${kind}/${name}.webp`;
}

/**
 * Which of these reference values some row of a current (not erased) account holds, in any column
 * that can name a file.
 */
async function referenced(db: Db, values: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (values.length === 0) return found;
  const uploads = await db
    .select({ url: photoUploads.url, thumbnailUrl: photoUploads.thumbnailUrl })
    .from(photoUploads)
    .innerJoin(users, eq(users.id, photoUploads.userId))
    .where(
      and(
        isNull(users.deletedAt),
        or(inArray(photoUploads.url, values), inArray(photoUploads.thumbnailUrl, values)),
      ),
    );
  for (const row of uploads) {
    found.add(row.url);
    found.add(row.thumbnailUrl);
  }
  // One lookup of clothing_items_photos_idx per value: `photos && $1` with a batch of values is
  // judged to match most items and scans them all (680 ms a batch at 27k items; 7 ms this way).
  const items = await db
    .select({ photos: clothingItems.photos })
    .from(sql`unnest(${sql.param(values)}::text[]) as wanted(url)`)
    .innerJoin(clothingItems, sql`${clothingItems.photos} @> array[wanted.url]`)
    .innerJoin(users, eq(users.id, clothingItems.userId))
    .where(isNull(users.deletedAt));
  for (const row of items) for (const url of row.photos) found.add(url);
  for (const table of [users, agents]) {
    const owners = await db
      .select({
        profile: table.profileImageUrl,
        front: table.aadharFrontUrl,
        back: table.aadharBackUrl,
      })
      .from(table)
      .where(
        and(
          isNull(table.deletedAt),
          or(
            inArray(table.profileImageUrl, values),
            inArray(table.aadharFrontUrl, values),
            inArray(table.aadharBackUrl, values),
          ),
        ),
      );
    for (const row of owners) {
      for (const value of [row.profile, row.front, row.back]) if (value) found.add(value);
    }
  }
  return found;
}

export async function sweepOrphanFiles(
  db: Db,
  storage: FileStorage,
  options: { graceMs?: number; now?: Date } = {},
): Promise<OrphanSweepResult> {
  const graceMs = options.graceMs ?? ORPHAN_GRACE_MS;
  const cutoff = (options.now ?? new Date()).getTime() - graceMs;
  const result: OrphanSweepResult = { photos: 0, avatars: 0, documents: 0, temp: 0, kept: 0 };
  const old = (file: ListedFile) => file.lastModified.getTime() < cutoff;

  // A page of the listing at a time (at most a thousand files): the store is never held in
  // memory whole, and each batch of a kind is a few index lookups (migration 0021).
  for await (const page of storage.list('')) {
    for (const file of page) {
      // Temporary files of local writes, in any folder: never named by a row.
      if (isTempKey(file.key) && old(file)) {
        await storage.delete(file.key);
        result.temp += 1;
      }
    }
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const candidates = page.filter(
        (file) => file.key.startsWith(`${kind}/`) && KINDS[kind].test(file.key) && old(file),
      );
      for (let start = 0; start < candidates.length; start += BATCH) {
        const batch = candidates.slice(start, start + BATCH);
        // Checked after listing: a row committed before this point keeps its files.
        const named = await referenced(db, [
          ...new Set(batch.map((file) => referenceOf(kind, file.key))),
        ]);
        for (const file of batch) {
          if (named.has(referenceOf(kind, file.key))) {
            result.kept += 1;
            continue;
          }
          await storage.delete(file.key);
          result[kind] += 1;
        }
      }
    }
  }
  return result;
}
