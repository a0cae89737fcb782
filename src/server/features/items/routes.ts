// Seller item routes (SPEC §7): upload photos, submit an item, list own items.
import type { FastifyInstance } from 'fastify';
import { itemEndpoints as api } from '@/contract/items';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { toClothingItem } from './item-mapper';
import { listMyItems } from './list-my-items';
import { submitItem } from './submit-item';
import { uploadPhotos } from './upload-photos';

export function itemRoutes({ db, storage }: AppDeps) {
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.uploadPhotos, async ({ body, caller }) => ({
      photoUrls: await uploadPhotos({ db, storage }, caller.customer.id, body),
    }));

    bindEndpoint(app, api.submitItem, async ({ body, caller }) =>
      toClothingItem(await submitItem(db, caller.customer.id, body)),
    );

    bindEndpoint(app, api.listMyItems, async ({ caller }) =>
      (await listMyItems(db, caller.customer.id)).map(toClothingItem),
    );
  };
}
