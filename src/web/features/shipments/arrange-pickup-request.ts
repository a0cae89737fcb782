// The wallet's Arrange Pickup form (SPEC §2: full name, email, mobile number, pickup address,
// city, pincode) mapped onto the one pickup request the server checks (SPEC §5), so the same
// rules hold whichever form the seller used: the full name is also the contact name, the mobile
// number is also the phone number, and the address fills Address Line 1 (and 2 when long).
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  pickupDetailsSchema,
  type CheckedPickupDetails,
  type PickupDetails,
} from '@/domain/shipments.schema';

/** The wallet form's six boxes. */
export interface ArrangePickupValues {
  userName: string;
  email: string;
  mobileNumber: string;
  pickupAddress: string;
  city: string;
  pincode: string;
}

/** The schema's limit for one address line. */
const ADDRESS_LINE_MAX = 200;
/** Two address lines' worth, less the ', ' that joins the typed lines. */
export const PICKUP_ADDRESS_MAX = 380;

/**
 * First typed line -> Address Line 1, the other lines -> Address Line 2. A first line longer than
 * one address line is cut at a space and its tail moves to line 2, so the admin sees it all.
 */
export function splitPickupAddress(address: string): [string, string | null] {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,+$/, '').trim())
    .filter(Boolean);
  let first = lines[0] ?? '';
  let rest = lines.slice(1).join(', ');
  if (first.length > ADDRESS_LINE_MAX) {
    const space = first.lastIndexOf(' ', ADDRESS_LINE_MAX);
    const cut = space > 0 ? space : ADDRESS_LINE_MAX;
    rest = [first.slice(cut).trim(), rest].filter(Boolean).join(', ');
    first = first.slice(0, cut).trim();
  }
  return [first, rest ? rest.slice(0, ADDRESS_LINE_MAX).trim() : null];
}

export function toPickupDetails(values: ArrangePickupValues): PickupDetails {
  const [addressLine1, addressLine2] = splitPickupAddress(values.pickupAddress);
  return {
    userName: values.userName,
    email: values.email,
    mobileNumber: values.mobileNumber,
    contactName: values.userName,
    addressLine1,
    addressLine2,
    pickupAddress: values.pickupAddress.trim(),
    city: values.city,
    pincode: values.pincode,
    phoneNumber: values.mobileNumber,
    alternatePhoneNumber: null,
  };
}

/** The wallet's boxes among the values of the pickup form (the dashboard's boxes stay unused). */
function arrangedValuesOf(values: PickupDetails): ArrangePickupValues {
  return {
    userName: values.userName ?? '',
    email: values.email ?? '',
    mobileNumber: values.mobileNumber ?? '',
    pickupAddress: values.pickupAddress ?? '',
    city: values.city ?? '',
    pincode: values.pincode ?? '',
  };
}

// Where a problem with the mapped request is shown on this shorter form.
const FIELD_OF: Record<string, keyof ArrangePickupValues> = {
  userName: 'userName',
  contactName: 'userName',
  email: 'email',
  mobileNumber: 'mobileNumber',
  phoneNumber: 'mobileNumber',
  addressLine1: 'pickupAddress',
  addressLine2: 'pickupAddress',
  pickupAddress: 'pickupAddress',
  city: 'city',
  pincode: 'pincode',
};

/** Checks the mapped request with pickupDetailsSchema; one message per field, the first wins. */
export const arrangePickupResolver: Resolver<PickupDetails, unknown, CheckedPickupDetails> = (
  values,
) => {
  const parsed = pickupDetailsSchema.safeParse(toPickupDetails(arrangedValuesOf(values)));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PickupDetails> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
