// Pickup shipments (SPEC §2 batch card, wallet, Order Status and the admin Shipments tab; §4
// shipment creation; §7): the seller's approved batch, accepting it as one pickup shipment, their
// shipments and earnings, the served area, and the admin list and status update.
import { z } from 'zod';
import { earningsSchema } from '@/domain/admin-user.schema';
import { pageOf } from '@/domain/pagination.schema';
import { shipmentsQuerySchema } from '@/domain/admin-lists.schema';
import {
  acceptBatchReadingsSchema,
  acceptBatchSchema,
  adminShipmentUpdateSchema,
  approvedItemSchema,
  serviceAreaSchema,
  shipmentSchema,
} from '@/domain/shipments.schema';
import { REQUEST_MESSAGES, SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import { created, endpoint, json } from './endpoint';
import { serialId } from './serial-id';

const shipmentIdParams = z.object({
  id: serialId(REQUEST_MESSAGES.shipmentId, SHIPMENT_MESSAGES.shipmentNotFound),
});

export const shipmentEndpoints = {
  listApprovedItems: endpoint({
    method: 'GET',
    path: '/api/approved-items',
    access: 'customer',
    summary: "The caller's approved items with their offers, newest first: the batch to ship.",
    reply: json(z.array(approvedItemSchema)),
    errors: [],
  }),
  acceptBatchShipment: endpoint({
    method: 'POST',
    path: '/api/accept-batch-shipment',
    access: 'customer',
    summary:
      'Turns approved items (at least ₹499, both verifications done) into one pickup shipment. ' +
      'The pickup form may come under shipmentData or beside itemIds.',
    body: acceptBatchSchema,
    documentedBody: acceptBatchReadingsSchema,
    reply: created(shipmentSchema),
    errors: [
      'PINCODE_NOT_SERVED',
      'VERIFICATION_REQUIRED',
      'NO_APPROVED_ITEMS',
      'ITEMS_UNAVAILABLE',
      'MINIMUM_ORDER_NOT_MET',
      'BATCH_TOO_LARGE',
    ],
  }),
  listMyShipments: endpoint({
    method: 'GET',
    path: '/api/shipments',
    access: 'customer',
    summary: "The caller's shipments, newest first, each with the dates its statuses were reached.",
    reply: json(z.array(shipmentSchema)),
    errors: [],
  }),
  getEarnings: endpoint({
    method: 'GET',
    path: '/api/earnings',
    access: 'customer',
    summary: "The offers of the caller's delivered shipments, summed, and how many there are.",
    reply: json(earningsSchema),
    errors: [],
  }),
  getServiceArea: endpoint({
    method: 'GET',
    path: '/api/service-area',
    access: 'public',
    summary: 'The city and the pincodes where pickups are offered.',
    reply: json(serviceAreaSchema),
    errors: [],
  }),

  listShipments: endpoint({
    method: 'GET',
    path: '/api/admin/shipments',
    access: 'admin',
    summary:
      'Shipments tab: every shipment, newest first, a page at a time; an unchanged poll ' +
      '(If-None-Match with the ETag) is answered 304.',
    query: shipmentsQuerySchema,
    reply: json(pageOf(shipmentSchema)),
    errors: [],
  }),
  updateShipment: endpoint({
    method: 'PATCH',
    path: '/api/admin/shipments/:id',
    access: 'admin',
    summary:
      'Sets the status (items follow it), tracking number, notes and payout reference (UTR). ' +
      'Delivered needs the UTR, unless payouts are on: then an empty UTR pays the seller ' +
      'through the gateway (again after a failed or reversed payout); audited.',
    params: shipmentIdParams,
    body: adminShipmentUpdateSchema,
    reply: json(shipmentSchema),
    errors: [
      'SHIPMENT_NOT_FOUND',
      'PAYOUT_REFERENCE_MISSING',
      'PAYOUT_BANK_NOT_VERIFIED',
      'PAYOUT_LOCKS_STATUS',
    ],
  }),
} as const;
