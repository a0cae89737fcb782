// The demo cart lives in this page's memory only (SPEC §2: nothing is sent to a server). Leaving
// the page frees the photos' object URLs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { revokePhotos, type DemoItem } from './demo-types';

export function useDemoCart() {
  const [items, setItems] = useState<DemoItem[]>([]);
  const current = useRef<DemoItem[]>([]);

  useEffect(() => {
    current.current = items;
  }, [items]);
  useEffect(
    () => () => {
      for (const item of current.current) revokePhotos(item.photos);
    },
    [],
  );

  const addItem = useCallback((item: DemoItem) => {
    // Newest first, like every other list of items in the product.
    setItems((list) => [item, ...list]);
  }, []);

  return { items, addItem };
}
