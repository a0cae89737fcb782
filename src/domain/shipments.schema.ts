// Pickup shipments (SPEC §2 Arrange Pickup and batch card, §4 shipment creation, §5 shipment
// rules): the form, the ₹499 batch minimum, the served area and the shapes the seller sees.
import { z } from 'zod';
import { MOBILE_MIN_LENGTH } from './constants';
import {
  digitsOf,
  optionalMatching,
  optionalText,
  pincodeField,
  requiredText,
} from './fields.schema';
import { PAYOUT_STATUSES } from './payouts';
import { SHIPMENT_STATUSES } from './shipment-status';
import { type MaxLength, SHIPMENT_MESSAGES, maxLengthMessage } from './rule-messages';

const phone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(
      (value) => /^\+?[\d\s-]+$/.test(value) && digitsOf(value).length >= MOBILE_MIN_LENGTH,
      message,
    )
    .refine((value) => digitsOf(value).length <= 15, message);

/** The pickup form (SPEC §2, §5), the same for the dashboard form and the wallet dialog. */
export const pickupDetailsSchema = z.object({
  userName: requiredText(SHIPMENT_MESSAGES.nameRequired),
  email: z
    .string({ error: SHIPMENT_MESSAGES.validEmail })
    .trim()
    .max(254, SHIPMENT_MESSAGES.validEmail)
    .pipe(z.email({ error: SHIPMENT_MESSAGES.validEmail })),
  mobileNumber: phone(SHIPMENT_MESSAGES.validMobile),
  contactName: requiredText(SHIPMENT_MESSAGES.contactNameRequired),
  addressLine1: requiredText(SHIPMENT_MESSAGES.addressLine1Required),
  addressLine2: optionalText(),
  pickupAddress: optionalText(500),
  city: optionalText(100),
  pincode: pincodeField,
  phoneNumber: phone(SHIPMENT_MESSAGES.validPhone),
  alternatePhoneNumber: optionalMatching(
    (value) => /^\+?[\d\s-]+$/.test(value) && digitsOf(value).length >= MOBILE_MIN_LENGTH,
    SHIPMENT_MESSAGES.validPhone,
  ),
});
export type PickupDetails = z.input<typeof pickupDetailsSchema>;
/** The pickup form as the schema checked it: trimmed, optional fields null. */
export type CheckedPickupDetails = z.output<typeof pickupDetailsSchema>;

const itemIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647), { error: SHIPMENT_MESSAGES.noItems })
  .min(1, SHIPMENT_MESSAGES.noItems)
  .max(500, SHIPMENT_MESSAGES.tooManyItems);

const acceptBatchFieldsSchema = pickupDetailsSchema.extend({ itemIds: itemIdsSchema });
type AcceptBatchFields = z.input<typeof acceptBatchFieldsSchema>;

/**
 * The body of POST /api/accept-batch-shipment in either reading: SPEC §7 sends the form under
 * `shipmentData` (what this app's screens send), SPEC §3 lists the fields beside itemIds.
 */
export type AcceptBatchRequest =
  { itemIds: AcceptBatchFields['itemIds']; shipmentData: PickupDetails } | AcceptBatchFields;

/**
 * Both readings are accepted; the nested form wins over fields repeated beside it. `body` is typed
 * as clients send it (the contract's request type) but may be anything at run time.
 */
export const acceptBatchSchema = z.preprocess((body: AcceptBatchRequest) => {
  if (body && typeof body === 'object' && 'shipmentData' in body) {
    const { shipmentData, ...rest } = body as { shipmentData?: unknown };
    return shipmentData && typeof shipmentData === 'object' ? { ...rest, ...shipmentData } : rest;
  }
  return body;
}, acceptBatchFieldsSchema);
export type AcceptedBatch = z.output<typeof acceptBatchSchema>;

/** The two readings acceptBatchSchema takes, as the API reference states them. */
export const acceptBatchReadingsSchema = z.union([
  z.object({ itemIds: itemIdsSchema, shipmentData: pickupDetailsSchema }),
  acceptBatchFieldsSchema,
]);

export const approvedItemSchema = z.object({
  id: z.number().int(),
  brand: z.string().nullable(),
  category: z.string(),
  size: z.string(),
  condition: z.string(),
  adminNotes: z.string().nullable(),
  offerAmount: z.string().nullable(),
  photos: z.array(z.string()),
});
export type ApprovedItem = z.infer<typeof approvedItemSchema>;

export const statusStepSchema = z.object({
  shipmentStatus: z.enum(SHIPMENT_STATUSES),
  reachedAt: z.string(),
});

/**
 * An automatic payout as the screens show it (issue 22), on what it pays: a shipment (for its
 * seller and staff) or an agent's payslip (agents.schema.ts). Its life is payouts.ts. Null: none
 * (paid by hand, or not yet).
 */
export const payoutSummarySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES),
    mode: z.enum(['IMPS', 'UPI']),
    /** Why it failed or was reversed, in the bank's or the gateway's words. */
    failureReason: z.string().nullable(),
    attempt: z.number().int(),
    updatedAt: z.string(),
  })
  .nullable();
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  itemType: z.string().nullable(),
  itemName: z.string().nullable(),
  offerAmount: z.string(),
  acceptedDate: z.string(),
  shipmentStatus: z.enum(SHIPMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  pickupAddress: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  contactName: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  alternatePhoneNumber: z.string().nullable(),
  shipmentNotes: z.string().nullable(),
  payoutReference: z.string().nullable(),
  /** The latest automatic payout of the shipment (issue 22). */
  payout: payoutSummarySchema,
  itemIds: z.array(z.number().int()),
  statusHistory: z.array(statusStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** Left out: keep what is stored; empty: clear it; text: set it. */
const keepOrSet = (max: MaxLength) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * PATCH /api/admin/shipments/{id}. Delivered with no UTR asks the app to pay the seller through the
 * gateway (payouts on); with payouts off the server refuses it (PAYOUT_REFERENCE_MISSING) and the
 * console's form asks for the UTR first (typedUtrShipmentUpdateSchema).
 */
export const adminShipmentUpdateSchema = z.object({
  shipmentStatus: z.enum(SHIPMENT_STATUSES, { error: SHIPMENT_MESSAGES.shipmentStatus }),
  trackingNumber: keepOrSet(100),
  shipmentNotes: keepOrSet(2000),
  payoutReference: keepOrSet(40),
});

/** The console's form with payouts off: an explicitly empty UTR on Delivered is refused here; a
 * left-out one is checked by the server against the stored reference. */
export const typedUtrShipmentUpdateSchema = adminShipmentUpdateSchema.refine(
  (update) => update.shipmentStatus !== 'delivered' || update.payoutReference !== null,
  { message: SHIPMENT_MESSAGES.payoutReferenceMissing, path: ['payoutReference'] },
);
export type AdminShipmentUpdate = z.input<typeof adminShipmentUpdateSchema>;
/** The update as the schema checked it: left-out fields undefined (kept), empty ones null. */
export type CheckedShipmentUpdate = z.output<typeof adminShipmentUpdateSchema>;

/** Where pickups are offered (GET /api/service-area): the city and its served pincodes. */
export const serviceAreaSchema = z.object({ city: z.string(), pincodes: z.array(z.string()) });
export type ServiceArea = z.infer<typeof serviceAreaSchema>;
