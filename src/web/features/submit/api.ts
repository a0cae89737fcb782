// The submit page's calls (SPEC §7): one photo upload, one item submission.
import { useQueryClient } from '@tanstack/react-query';
import { itemEndpoints } from '@/contract/items';
import type { ItemSubmission } from '@/domain/items.schema';
import { uploadToEndpoint, type UploadOptions } from '@/web/lib/api-client';
import { endpointQuery } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

// The seller's own items, newest first: the dashboard and the profile read them too.
const myItemsQuery = endpointQuery(itemEndpoints.listMyItems);

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
  const { photoUrls } = await uploadToEndpoint(itemEndpoints.uploadPhotos, { body }, options);
  const url = photoUrls[0];
  if (!url) throw new Error('The server did not return the uploaded photo.');
  return url;
}

/**
 * POST /api/clothing-items, one cart entry per call, without its temporary cart id (SPEC §7).
 * The created item is put at the top of the cached list at once (the dashboard shows it without
 * waiting on a slow network), then the list is refetched.
 */
export function useCreateClothingItem() {
  const queryClient = useQueryClient();
  return useMappedMutation(
    itemEndpoints.submitItem,
    (submission: ItemSubmission) => ({ body: submission }),
    {
      onSuccess: (created) => {
        queryClient.setQueryData(myItemsQuery.queryKey, (items) =>
          items ? [created, ...items.filter((item) => item.id !== created.id)] : items,
        );
      },
      invalidates: [itemEndpoints.listMyItems],
    },
  );
}
