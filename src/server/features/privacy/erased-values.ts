// What an erased account's personal columns become (docs/privacy.md): nothing that names or
// reaches the person. Notification channels are switched off so that an event still raised
// about a kept money record (a shipment's status, say) never tries to reach anyone.
import { NOTIFICATION_KINDS } from '@/domain/notification-kinds';
import { type StoredPreferences } from '@/domain/notifications.schema';

export const ALL_CHANNELS_OFF: StoredPreferences = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, { email: false, sms: false }]),
) as StoredPreferences;

/** Contact and address fields of a kept shipment (the money record keeps amounts and dates). */
export const ERASED_SHIPMENT_CONTACT = {
  userName: null,
  email: null,
  mobileNumber: null,
  pickupAddress: null,
  addressLine1: null,
  addressLine2: null,
  contactName: null,
  pincode: null,
  city: null,
  phoneNumber: null,
  alternatePhoneNumber: null,
} as const;

/** Bank details: the account, IFSC, holder name and UPI address go; the verified flags stay. */
export const ERASED_BANK = {
  bankAccountNumber: null,
  bankAccountLast4: null,
  bankIFSCCode: null,
  bankAccountHolderName: null,
  upiAddress: null,
} as const;
