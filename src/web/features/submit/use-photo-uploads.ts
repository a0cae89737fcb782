// The uploader's state: every photo is checked, made smaller (prepare-photo.ts) and uploaded on
// its own as soon as it is picked, not when the item is added to the cart. On a slow network the
// seller fills in the details while the photos travel, each photo shows its own progress, and a
// failed one is found (and retried) at once instead of after pressing Add to Cart. Photos never
// attached to an item are removed by the server after a day.
import { useCallback, useEffect, useRef, useState } from 'react';
import { thumbnailUrl } from '@/domain/item-catalog';
import { createTaskLimiter } from '@/domain/task-limiter';
import { isApiError } from '@/web/lib/api-client';
import { uploadPhoto } from './api';
import { isTooLarge, sortIncomingPhotos, type PhotoRefusal } from './photo-checks';
import { preparePhoto, type PreparedPhoto } from './prepare-photo';

/** 'waiting': ready, queued behind other uploads. */
export type PhotoUploadStatus = 'preparing' | 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface PhotoUpload {
  id: string;
  fileName: string;
  status: PhotoUploadStatus;
  /** Whole percent of the photo sent so far. */
  percent: number;
  /** A local thumbnail; null while preparing or when the browser cannot show the format. */
  previewUrl: string | null;
  /** The server's URL once uploaded. */
  photoUrl: string | null;
  error: unknown;
  /** A network or server hiccup can be retried; a refused photo cannot. */
  retryable: boolean;
}

export interface PhotoUploads {
  photos: PhotoUpload[];
  refusals: PhotoRefusal[];
  /** Some photo is still being prepared or uploaded. */
  busy: boolean;
  hasFailed: boolean;
  uploadedUrls: string[];
  addFiles: (files: readonly File[]) => void;
  remove: (id: string) => void;
  retry: (id: string) => void;
  dismissRefusals: () => void;
  reset: () => void;
}

// Decoding a 12-megapixel photo takes a lot of memory: one at a time on a phone.
const PREPARE_AT_ONCE = 1;
// Two uploads keep a slow uplink busy while the server processes the other photo, without
// splitting the bandwidth so thin that no photo finishes for a long time.
const UPLOADS_AT_ONCE = 2;

export const IN_PROGRESS: ReadonlySet<PhotoUploadStatus> = new Set([
  'preparing',
  'waiting',
  'uploading',
]);

let lastId = 0;
const nextId = () => `photo-${++lastId}`;

/**
 * `restoredUrls`: photos uploaded before a reload (saved-draft.ts); they come back as uploaded,
 * with the server's thumbnail, and are never sent again.
 */
export function usePhotoUploads(
  onUploadError: (error: unknown) => void,
  restoredUrls: readonly string[] = [],
): PhotoUploads {
  const [restored] = useState(() => restoredUrls.map(restoredPhoto));
  const [photos, setPhotos] = useState<PhotoUpload[]>(restored);
  const [refusals, setRefusals] = useState<PhotoRefusal[]>([]);
  // The same list, readable from async work without waiting for a render.
  const photosRef = useRef<PhotoUpload[]>(restored);
  const sources = useRef(new Map<string, { blob: Blob; name: string }>());
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const [limits] = useState(() => ({
    prepare: createTaskLimiter(PREPARE_AT_ONCE),
    upload: createTaskLimiter(UPLOADS_AT_ONCE),
  }));
  const onUploadErrorRef = useRef(onUploadError);
  useEffect(() => {
    onUploadErrorRef.current = onUploadError;
  }, [onUploadError]);

  const commit = useCallback((next: PhotoUpload[]) => {
    photosRef.current = next;
    setPhotos(next);
  }, []);

  const patch = useCallback(
    (id: string, changes: Partial<PhotoUpload>) => {
      if (!photosRef.current.some((photo) => photo.id === id)) return;
      commit(
        photosRef.current.map((photo) => (photo.id === id ? { ...photo, ...changes } : photo)),
      );
    },
    [commit],
  );

  const forget = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    sources.current.delete(id);
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
  }, []);

  const send = useCallback(
    async (id: string) => {
      const source = sources.current.get(id);
      if (!source) return;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { status: 'waiting', percent: 0, error: null, retryable: false });
      try {
        const photoUrl = await limits.upload(() => {
          patch(id, { status: 'uploading' });
          return uploadPhoto(source.blob, source.name, {
            signal: controller.signal,
            onProgress: (fraction) => {
              const percent = Math.round(fraction * 100);
              const current = photosRef.current.find((photo) => photo.id === id);
              if (current && current.percent !== percent) patch(id, { percent });
            },
          });
        });
        patch(id, { status: 'uploaded', percent: 100, photoUrl });
        // Uploaded for good: the prepared copy is not needed for a retry any more.
        sources.current.delete(id);
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(id, { status: 'failed', error, retryable: isRetryable(error) });
        onUploadErrorRef.current(error);
      } finally {
        if (controllers.current.get(id) === controller) controllers.current.delete(id);
      }
    },
    [limits, patch],
  );

  const prepareAndSend = useCallback(
    async (id: string, file: File) => {
      const prepared = await limits.prepare(() => preparePhotoSafely(file));
      if (!photosRef.current.some((photo) => photo.id === id)) return;
      // The picked file was under 5 MB (photo-checks); a copy the browser made is not expected to
      // be larger, but what is sent must be under 5 MB too.
      if (isTooLarge(prepared.upload)) {
        commit(photosRef.current.filter((photo) => photo.id !== id));
        setRefusals((current) => [...current, { reason: 'tooLarge', fileName: file.name }]);
        return;
      }
      let previewUrl: string | null = null;
      if (prepared.preview) {
        previewUrl = URL.createObjectURL(prepared.preview);
        previews.current.set(id, previewUrl);
      }
      sources.current.set(id, { blob: prepared.upload, name: prepared.uploadName });
      patch(id, { previewUrl });
      await send(id);
    },
    [commit, limits, patch, send],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      void sortIncomingPhotos(files, photosRef.current.length).then(
        ({ accepted, refusals: refused }) => {
          setRefusals(refused);
          const added = accepted.map((file) => ({ file, photo: newPhoto(file) }));
          commit([...photosRef.current, ...added.map((entry) => entry.photo)]);
          for (const { file, photo } of added) void prepareAndSend(photo.id, file);
        },
      );
    },
    [commit, prepareAndSend],
  );

  const remove = useCallback(
    (id: string) => {
      forget(id);
      commit(photosRef.current.filter((photo) => photo.id !== id));
    },
    [commit, forget],
  );

  const retry = useCallback((id: string) => void send(id), [send]);

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  const reset = useCallback(() => {
    for (const photo of photosRef.current) forget(photo.id);
    commit([]);
    setRefusals([]);
  }, [commit, forget]);

  useEffect(() => {
    const activeControllers = controllers.current;
    const activePreviews = previews.current;
    return () => {
      // Leaving the page: stop uploads nobody will use and free the thumbnails.
      for (const controller of activeControllers.values()) controller.abort();
      for (const url of activePreviews.values()) URL.revokeObjectURL(url);
      activeControllers.clear();
      activePreviews.clear();
    };
  }, []);

  return {
    photos,
    refusals,
    busy: photos.some((photo) => IN_PROGRESS.has(photo.status)),
    hasFailed: photos.some((photo) => photo.status === 'failed'),
    uploadedUrls: photos.flatMap((photo) => (photo.photoUrl ? [photo.photoUrl] : [])),
    addFiles,
    remove,
    retry,
    dismissRefusals,
    reset,
  };
}

function newPhoto(file: File): PhotoUpload {
  return {
    id: nextId(),
    fileName: file.name,
    status: 'preparing',
    percent: 0,
    previewUrl: null,
    photoUrl: null,
    error: null,
    retryable: false,
  };
}

function restoredPhoto(photoUrl: string): PhotoUpload {
  return {
    id: nextId(),
    fileName: photoUrl.split('/').pop() ?? photoUrl,
    status: 'uploaded',
    percent: 100,
    previewUrl: thumbnailUrl(photoUrl),
    photoUrl,
    error: null,
    retryable: false,
  };
}

async function preparePhotoSafely(file: File): Promise<PreparedPhoto> {
  try {
    return await preparePhoto(file);
  } catch {
    // Whatever went wrong in the browser, the server can still judge the original.
    return { upload: file, uploadName: file.name, preview: null };
  }
}

function isRetryable(error: unknown): boolean {
  // Not an answer of the API: the request never got one (network). 408/429/5xx: try again later.
  if (!isApiError(error)) return true;
  const { status } = error;
  return status === 408 || status === 429 || status >= 500;
}
