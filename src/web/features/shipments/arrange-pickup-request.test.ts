import { describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import { pickupDetailsSchema } from '@/domain/shipments.schema';
import {
  arrangePickupResolver,
  splitPickupAddress,
  toPickupDetails,
  type ArrangePickupValues,
} from './arrange-pickup-request';

const filled: ArrangePickupValues = {
  userName: 'Asha Verma',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  pickupAddress: '45 Jwalapur Main Road\nOpposite Post Office, Ranipur More',
  city: 'Haridwar',
  pincode: '249407',
};

/** The wallet's values in the pickup form, whose dashboard-only boxes stay empty. */
async function resolve(values: ArrangePickupValues) {
  return arrangePickupResolver(
    { contactName: '', addressLine1: '', phoneNumber: '', ...values },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
}

describe('the wallet Arrange Pickup form as one pickup request', () => {
  it('sends the full name as the contact and the mobile number as the phone', () => {
    const details = pickupDetailsSchema.parse(toPickupDetails(filled));
    expect(details).toMatchObject({
      userName: 'Asha Verma',
      contactName: 'Asha Verma',
      mobileNumber: '9876543210',
      phoneNumber: '9876543210',
      addressLine1: '45 Jwalapur Main Road',
      addressLine2: 'Opposite Post Office, Ranipur More',
      pickupAddress: filled.pickupAddress,
      city: 'Haridwar',
      pincode: '249407',
      alternatePhoneNumber: null,
    });
  });

  it('keeps a one-line address whole in Address Line 1', () => {
    expect(splitPickupAddress('  12 Station Road, Haridwar  ')).toEqual([
      '12 Station Road, Haridwar',
      null,
    ]);
  });

  it('moves the tail of an over-long first line to Address Line 2 at a space', () => {
    const long = `${'Flat 4 Ganga Apartments '.repeat(10)}Ranipur`;
    const [line1, line2] = splitPickupAddress(long);
    expect(line1.length).toBeLessThanOrEqual(200);
    expect(`${line1} ${line2}`).toBe(long.trim());
  });

  it("says 'Address line 1 is required' on the address box when it is empty", async () => {
    const result = await resolve({ ...filled, pickupAddress: '  \n ' });
    expect(result.errors.pickupAddress?.message).toBe(SHIPMENT_MESSAGES.addressLine1Required);
  });

  it('shows the phone rule once, on Mobile Number', async () => {
    const result = await resolve({ ...filled, mobileNumber: '12345' });
    expect(result.errors.mobileNumber?.message).toBe(SHIPMENT_MESSAGES.validMobile);
    expect(Object.keys(result.errors)).toEqual(['mobileNumber']);
  });

  it('passes a filled form through as the checked request', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ addressLine1: '45 Jwalapur Main Road' });
  });
});
