// Admin Items tab (SPEC §2 admin, §7): the two paged lists, polled every 5 s, and the review.
import type { FastifyInstance } from 'fastify';
import { itemEndpoints as api } from '@/contract/items';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint, type HandlerContext } from '@/server/platform/bind-endpoint';
import { notifierFor } from '@/server/features/notifications';
import { alreadyAnswered, answeredUnchanged, tableVersion } from '@/server/platform/paged-list';
import type { AllItemsQuery } from '@/domain/admin-lists.schema';
import { queryFingerprint } from '@/server/platform/list-filters';
import { toClothingItem } from './item-mapper';
import { listAdminItems, type AdminItemFilter } from './list-admin-items';
import { reviewItem } from './review-item';
import { bindReviewQueue } from './review-queue-routes';

export function adminItemRoutes({ db, config }: AppDeps) {
  const notify = notifierFor(config);
  // An unchanged poll (every 5 s from every open console) is answered 304 before any list query
  // runs: the tag names the table version, the list and its query (search, filters, sort, page).
  async function adminList(filter: AdminItemFilter, query: AllItemsQuery, context: HandlerContext) {
    const version = await tableVersion(db, 'clothing_items');
    const tag = `W/"items-${filter}-${queryFingerprint(query)}-${version}"`;
    if (answeredUnchanged(context, tag)) return alreadyAnswered;
    return listAdminItems(db, filter, query, version);
  }

  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listPendingItems, async ({ query }, context) =>
      adminList('pending', query, context),
    );

    bindEndpoint(app, api.listAllItems, async ({ query }, context) =>
      adminList('all', query, context),
    );

    bindEndpoint(app, api.reviewItem, async ({ params, body, caller }) =>
      toClothingItem(await reviewItem(db, caller.adminId, params.id, body, notify)),
    );

    bindReviewQueue(app, db);
  };
}
