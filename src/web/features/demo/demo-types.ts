import type { DemoItemDetails } from '@/domain/demo-cart.schema';

/** A photo picked on this device, shown through an object URL that is revoked when dropped. */
export interface DemoPhoto {
  id: string;
  url: string;
}

/** A cart entry of the demo (client only): the form's fields, its photos and a random offer. */
export interface DemoItem extends DemoItemDetails {
  id: string;
  photos: DemoPhoto[];
  /** Whole rupees. */
  offer: number;
}

let lastId = 0;

/** Ids for list keys; unique within this page, which is all the demo needs. */
export function nextDemoId(prefix: string): string {
  lastId += 1;
  return `${prefix}-${lastId}`;
}

export function revokePhotos(photos: ReadonlyArray<DemoPhoto>): void {
  for (const photo of photos) URL.revokeObjectURL(photo.url);
}
