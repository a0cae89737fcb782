// Seller item calls (SPEC §7): the seller's own items, one photo upload, one item submission.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem, ItemSubmission } from '../../../domain/items';
import { apiGet, apiRequest, apiUpload, type UploadOptions } from '../../lib/api-client';

export const clothingItemsQuery = queryOptions({
  queryKey: ['clothing-items'] as const,
  // Newest first, as the server sends them.
  queryFn: () => apiGet<ClothingItem[]>('/api/clothing-items'),
});

export function useClothingItems() {
  return useQuery(clothingItemsQuery);
}

/**
 * Uploads ONE photo as a single `photos` part and returns its URL. One request per photo gives
 * each file its own progress bar and lets a failed photo be retried alone on a flaky network.
 */
export async function uploadPhoto(
  photo: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<string> {
  const body = new FormData();
  body.append('photos', photo, fileName);
  const { photoUrls } = await apiUpload<{ photoUrls: string[] }>(
    '/api/upload-photos',
    body,
    options,
  );
  const url = photoUrls[0];
  if (!url) throw new Error('The server did not return the uploaded photo.');
  return url;
}

/** POST /api/clothing-items: one cart entry, without its temporary cart id (SPEC §7). */
export function createClothingItem(submission: ItemSubmission): Promise<ClothingItem> {
  return apiRequest<ClothingItem>('POST', '/api/clothing-items', submission);
}

/**
 * One item per call. The created item is put at the top of the cached list at once (the
 * dashboard shows it without waiting on a slow network), then the list is refetched.
 */
export function useCreateClothingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClothingItem,
    onSuccess: (created) => {
      queryClient.setQueryData(clothingItemsQuery.queryKey, (items) =>
        items ? [created, ...items.filter((item) => item.id !== created.id)] : items,
      );
      void queryClient.invalidateQueries({ queryKey: clothingItemsQuery.queryKey });
    },
  });
}
