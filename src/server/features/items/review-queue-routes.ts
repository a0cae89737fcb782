// The console's review queue (issue 14): the next oldest pending item and the suggested offer.
import type { FastifyInstance } from 'fastify';
import { reviewQueueEndpoints as api } from '@/contract/review-queue';
import type { Db } from '@/server/db/client';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { nextPendingItem } from './next-pending-item';
import { suggestOffer } from './suggest-offer';

export function bindReviewQueue(app: FastifyInstance, db: Db) {
  bindEndpoint(app, api.nextPendingItem, async ({ query }) => nextPendingItem(db, query.skip));
  bindEndpoint(app, api.suggestedOffer, async ({ params }) => suggestOffer(db, params.id));
}
