// The photos chosen in the Submit Item form. Each is an object URL (nothing is uploaded); a photo
// removed, a form cancelled or a page left revokes its URL. Adding the item hands them to the cart.
import { useCallback, useEffect, useRef, useState } from 'react';
import { selectDemoPhotos } from '@/domain/demo-order';
import { nextDemoId, revokePhotos, type DemoPhoto } from './demo-types';

export interface PhotoNotice {
  notImages: number;
  overLimit: number;
}

export function useDemoPhotos() {
  const [photos, setPhotos] = useState<DemoPhoto[]>([]);
  const [notice, setNotice] = useState<PhotoNotice | null>(null);
  const kept = useRef<DemoPhoto[]>([]);

  useEffect(() => {
    kept.current = photos;
  }, [photos]);
  // Leaving the page with the form open: nothing else would ever free these.
  useEffect(() => () => revokePhotos(kept.current), []);

  const add = useCallback((files: ReadonlyArray<File>) => {
    const selection = selectDemoPhotos(kept.current.length, files);
    const added = selection.accepted.map((file) => ({
      id: nextDemoId('photo'),
      url: URL.createObjectURL(file),
    }));
    kept.current = [...kept.current, ...added];
    setPhotos(kept.current);
    setNotice(
      selection.notImages || selection.overLimit
        ? { notImages: selection.notImages, overLimit: selection.overLimit }
        : null,
    );
  }, []);

  const remove = useCallback((id: string) => {
    revokePhotos(kept.current.filter((photo) => photo.id === id));
    kept.current = kept.current.filter((photo) => photo.id !== id);
    setPhotos(kept.current);
    setNotice(null);
  }, []);

  /** Hands the photos over (to the cart) without revoking them, and empties the picker. */
  const take = useCallback((): DemoPhoto[] => {
    const taken = kept.current;
    kept.current = [];
    setPhotos([]);
    setNotice(null);
    return taken;
  }, []);

  /** Drops every photo, e.g. when the form is cancelled. */
  const clear = useCallback(() => {
    revokePhotos(kept.current);
    kept.current = [];
    setPhotos([]);
    setNotice(null);
  }, []);

  return { photos, notice, add, remove, take, clear };
}
