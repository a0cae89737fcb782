// Stores processed photos under random keys and serves them back with immutable caching.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { processImage } from './image-pipeline';
import type { FileStorage } from './storage';

export const PUBLIC_FOLDERS = ['photos', 'avatars'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];

export interface StoredPhoto {
  url: string;
  thumbnailUrl: string;
  keys: string[];
}

export async function storePhoto(
  storage: FileStorage,
  bytes: Buffer,
  folder: PublicFolder,
  /** The account uploading, for fair decode slots (image-pipeline). */
  owner?: string,
): Promise<StoredPhoto> {
  const image = await processImage(bytes, owner);
  const name = crypto.randomBytes(16).toString('hex');
  const fullKey = `${folder}/${name}.webp`;
  const thumbKey = `${folder}/${name}-thumb.webp`;
  await storage.put(fullKey, image.full, 'image/webp');
  try {
    await storage.put(thumbKey, image.thumbnail, 'image/webp');
  } catch (error) {
    await storage.delete(fullKey).catch(() => undefined);
    throw error;
  }
  return {
    url: `/uploads/${fullKey}`,
    thumbnailUrl: `/uploads/${thumbKey}`,
    keys: [fullKey, thumbKey],
  };
}

/** Storage keys behind a URL this module issued, or null for anything else. */
export function keysOfPhotoUrl(url: string): string[] | null {
  const match = /^\/uploads\/(photos|avatars)\/([0-9a-f]{32})\.webp$/.exec(url);
  if (!match) return null;
  return [`${match[1]}/${match[2]}.webp`, `${match[1]}/${match[2]}-thumb.webp`];
}

export async function deleteKeys(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

const SERVED_NAME = /^[0-9a-f]{32}(-thumb)?\.webp$/;

/** GET /uploads/photos/<name>: public by design (random 128-bit names), cached forever. */
export function registerPhotoServing(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { folder: string; name: string } }>(
    '/uploads/:folder/:name',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { folder, name } = request.params;
      if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder) || !SERVED_NAME.test(name)) {
        return reply.status(404).send({ message: 'Not found' });
      }
      const file = await storage.get(`${folder}/${name}`);
      if (!file) return reply.status(404).send({ message: 'Not found' });
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Content-Type', 'image/webp');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  );
}
