// Pickup shipment rules shared by the browser and the server (SPEC §2 batch card and pickup form,
// §4 shipment creation, §5 shipment rules, §9 ₹499): the batch against the minimum in paise, the
// messages, what blocks Accept All, the served-area message, both request readings and the
// address lines of an order card.
import { describe, expect, it } from 'vitest';
import {
  isOpenShipment,
  moneyOnItsWay,
  payoutsOf,
  MIN_BATCH_PAISE,
  batchStatus,
  shipmentAddressLines,
} from './shipment-batch';
import {
  ADDRESS_NOT_AVAILABLE,
  VERIFICATION_PENDING,
  minimumOrderMessage,
  pendingVerificationParam,
  pendingVerificationSteps,
  pincodeList,
  pincodeNotServedMessage,
  verificationRequiredMessage,
} from './shipment-messages';
import {
  acceptBatchSchema,
  adminShipmentUpdateSchema,
  typedUtrShipmentUpdateSchema,
  pickupDetailsSchema,
} from './shipments.schema';
import { SHIPMENT_MESSAGES } from './rule-messages';

const FORM = {
  userName: 'Asha Verma',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  contactName: 'Asha Verma',
  addressLine1: '12 Har Ki Pauri Road',
  pincode: '249401',
  phoneNumber: '9876543211',
};

function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string {
  expect(result.success).toBe(false);
  return result.error!.issues[0]!.message;
}

describe('batchStatus: the approved batch against ₹499, in paise', () => {
  it('the minimum is 49,900 paise', () => {
    expect(MIN_BATCH_PAISE).toBe(49_900);
  });

  it.each([
    [['498.99'], { total: '498.99', shortfall: '0.01', ready: false }],
    [['250.00', '248.99'], { total: '498.99', shortfall: '0.01', ready: false }],
    [['499.00'], { total: '499.00', shortfall: '0.00', ready: true }],
    [['499'], { total: '499.00', shortfall: '0.00', ready: true }],
    [['250', '249'], { total: '499.00', shortfall: '0.00', ready: true }],
    [['1000.50'], { total: '1000.50', shortfall: '0.00', ready: true }],
    [[], { total: '0.00', shortfall: '499.00', ready: false }],
    [[null, undefined], { total: '0.00', shortfall: '499.00', ready: false }],
    [['300.00', null, '100.00', undefined], { total: '400.00', shortfall: '99.00', ready: false }],
    [['0.10', '0.20'], { total: '0.30', shortfall: '498.70', ready: false }],
  ] as const)('%j -> %j', (offers, expected) => {
    expect(batchStatus(offers)).toEqual(expected);
  });

  it('adds ten ₹49.90 offers to exactly ₹499.00 (no float drift)', () => {
    expect(batchStatus(Array.from({ length: 10 }, () => '49.90'))).toEqual({
      total: '499.00',
      shortfall: '0.00',
      ready: true,
    });
  });

  it('ignores an offer that is not a money amount instead of counting it', () => {
    expect(batchStatus(['abc', '499.999', '100.00'])).toEqual({
      total: '100.00',
      shortfall: '399.00',
      ready: false,
    });
  });
});

describe('moneyOnItsWay: open pickups, apart from the new batch', () => {
  const shipment = (shipmentStatus: string, offerAmount: string) => ({
    shipmentStatus,
    offerAmount,
  });

  it('adds the offers of every pickup not yet delivered, to the paisa', () => {
    expect(
      moneyOnItsWay([
        shipment('pending_pickup', '320.50'),
        shipment('picked_up', '0.25'),
        shipment('in_transit', '1000.00'),
        shipment('delivered', '700.00'),
      ]),
    ).toBe('1320.75');
  });

  it('is nothing when every pickup is delivered, or there is none', () => {
    expect(moneyOnItsWay([shipment('delivered', '550.00')])).toBe('0.00');
    expect(moneyOnItsWay([])).toBe('0.00');
  });

  it('counts a delivered pickup whose payout is still on its way, or being made again (issue 22)', () => {
    const delivered = (status: string, payoutReference: string | null) => ({
      ...shipment('delivered', '550.00'),
      payoutReference,
      payout: { status },
    });
    expect(moneyOnItsWay([delivered('queued', null), delivered('processing', null)])).toBe(
      '1100.00',
    );
    expect(moneyOnItsWay([delivered('failed', null), delivered('reversed', null)])).toBe('1100.00');
    // Paid: by the app (processed, its UTR), or by hand after a failed payout (a UTR typed).
    expect(moneyOnItsWay([delivered('processed', '123412341234')])).toBe('0.00');
    expect(moneyOnItsWay([delivered('failed', 'UTR-BY-HAND')])).toBe('0.00');
  });

  it('treats delivered as the only closed status', () => {
    expect(isOpenShipment({ shipmentStatus: 'pending_pickup' })).toBe(true);
    expect(isOpenShipment({ shipmentStatus: 'delivered' })).toBe(false);
  });
});

describe("payoutsOf: the wallet's payout history (issue 28)", () => {
  const step = (shipmentStatus: string, reachedAt: string) => ({ shipmentStatus, reachedAt });
  const base = {
    payoutReference: null as string | null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    statusHistory: [] as Array<{ shipmentStatus: string; reachedAt: string }>,
  };

  it('lists each delivered pickup: amount, the day it was delivered and paid, and the UTR, latest first', () => {
    const payouts = payoutsOf([
      {
        ...base,
        id: 1,
        shipmentStatus: 'delivered',
        offerAmount: '550.50',
        payoutReference: 'UTR1',
        statusHistory: [
          step('pending_pickup', '2026-11-01T09:00:00.000Z'),
          step('delivered', '2026-11-03T12:00:00.000Z'),
        ],
      },
      {
        ...base,
        id: 2,
        shipmentStatus: 'in_transit',
        offerAmount: '900.00',
        statusHistory: [step('in_transit', '2026-11-05T12:00:00.000Z')],
      },
      {
        ...base,
        id: 3,
        shipmentStatus: 'delivered',
        offerAmount: '499.00',
        payoutReference: 'UTR3',
        statusHistory: [step('delivered', '2026-11-10T08:00:00.000Z')],
      },
    ]);
    expect(payouts).toEqual([
      { shipmentId: 3, amount: '499.00', paidAt: '2026-11-10T08:00:00.000Z', reference: 'UTR3' },
      { shipmentId: 1, amount: '550.50', paidAt: '2026-11-03T12:00:00.000Z', reference: 'UTR1' },
    ]);
  });

  it('dates a payout by its last delivery (staff moved it back and delivered it again)', () => {
    const [payout] = payoutsOf([
      {
        ...base,
        id: 4,
        shipmentStatus: 'delivered',
        offerAmount: '600.00',
        payoutReference: 'UTR4',
        statusHistory: [
          step('delivered', '2026-11-02T08:00:00.000Z'),
          step('in_transit', '2026-11-02T09:00:00.000Z'),
          step('delivered', '2026-11-04T08:00:00.000Z'),
        ],
      },
    ]);
    expect(payout?.paidAt).toBe('2026-11-04T08:00:00.000Z');
  });

  it('falls back to the last change for an older row without its status history', () => {
    const [payout] = payoutsOf([
      { ...base, id: 5, shipmentStatus: 'delivered', offerAmount: '510.00' },
    ]);
    expect(payout).toEqual({
      shipmentId: 5,
      amount: '510.00',
      paidAt: base.updatedAt,
      reference: null,
    });
  });

  it('is empty with nothing delivered', () => {
    expect(
      payoutsOf([{ ...base, id: 6, shipmentStatus: 'pending_pickup', offerAmount: '700.00' }]),
    ).toEqual([]);
    expect(payoutsOf([])).toEqual([]);
  });
});

describe('minimumOrderMessage (SPEC §2, §8)', () => {
  it.each([
    ['0.01', 'Minimum order value is ₹499. Add ₹0.01 more to create a shipment.'],
    ['499.00', 'Minimum order value is ₹499. Add ₹499.00 more to create a shipment.'],
    ['99.50', 'Minimum order value is ₹499. Add ₹99.50 more to create a shipment.'],
  ])('shortfall %s', (shortfall, message) => {
    expect(minimumOrderMessage(shortfall)).toBe(message);
  });

  it('states the shortfall batchStatus computes, to the paisa', () => {
    expect(minimumOrderMessage(batchStatus(['498.99']).shortfall)).toBe(
      'Minimum order value is ₹499. Add ₹0.01 more to create a shipment.',
    );
  });
});

describe('pendingVerificationSteps: what blocks Accept All', () => {
  it.each([
    [{ isVerified: true, isBankVerified: true }, [], null],
    [{ isVerified: false, isBankVerified: true }, ['identity'], 'identity'],
    [{ isVerified: true, isBankVerified: false }, ['bank'], 'bank'],
    [{ isVerified: false, isBankVerified: false }, ['identity', 'bank'], 'identity,bank'],
  ] as const)('%j -> %j (param %j)', (user, steps, param) => {
    expect(pendingVerificationSteps(user)).toEqual(steps);
    expect(pendingVerificationParam(pendingVerificationSteps(user))).toBe(param);
  });

  it('names the SPEC §2 texts for each step', () => {
    expect(VERIFICATION_PENDING).toEqual({
      identity: 'Aadhar card verification pending',
      bank: 'Bank details and payment verification pending',
    });
  });

  it('the refusal starts with Verification Required and lists what is pending', () => {
    expect(verificationRequiredMessage('identity,bank')).toBe(
      'Verification Required: Aadhar card verification pending; Bank details and payment verification pending',
    );
    expect(verificationRequiredMessage('bank')).toBe(
      'Verification Required: Bank details and payment verification pending',
    );
    expect(verificationRequiredMessage('identity')).toBe(
      'Verification Required: Aadhar card verification pending',
    );
  });
});

describe('pincodeNotServedMessage', () => {
  it('names Haridwar and every served pincode', () => {
    expect(pincodeNotServedMessage(pincodeList(['249401', '249402']))).toBe(
      'Sorry, pickup is available only in Haridwar (pincodes 249401, 249402).',
    );
  });
});

describe('pickupDetailsSchema (SPEC §5)', () => {
  it('accepts the required fields alone and turns the optional ones into null', () => {
    expect(pickupDetailsSchema.parse(FORM)).toEqual({
      ...FORM,
      addressLine2: null,
      pickupAddress: null,
      city: null,
      alternatePhoneNumber: null,
    });
  });

  it.each([
    ['userName', undefined, 'Name is required'],
    ['userName', '  ', 'Name is required'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['email', undefined, 'Valid email is required'],
    ['mobileNumber', '987654321', 'Valid mobile number is required'],
    ['mobileNumber', '98765abcde1', 'Valid mobile number is required'],
    ['mobileNumber', '1234567890123456', 'Valid mobile number is required'],
    ['addressLine1', undefined, 'Address line 1 is required'],
    ['addressLine1', '', 'Address line 1 is required'],
    ['contactName', undefined, 'Contact name is required'],
    ['pincode', '12345', 'Valid pincode is required'],
    ['pincode', 'abcdef', 'Valid pincode is required'],
    ['pincode', undefined, 'Valid pincode is required'],
    ['phoneNumber', '12345', 'Valid phone number is required'],
    ['phoneNumber', undefined, 'Valid phone number is required'],
    ['alternatePhoneNumber', '12345', 'Valid phone number is required'],
    ['alternatePhoneNumber', 'none', 'Valid phone number is required'],
  ])('%s = %j -> %s (the SPEC §5 message, word for word)', (field, value, message) => {
    const form: Record<string, unknown> = { ...FORM };
    if (value === undefined) delete form[field];
    else form[field] = value;
    expect(firstMessage(pickupDetailsSchema.safeParse(form))).toBe(message);
  });
});

describe('acceptBatchSchema: both readings', () => {
  it('reads the form under shipmentData (SPEC §7)', () => {
    const parsed = acceptBatchSchema.parse({ itemIds: [3, 4], shipmentData: FORM });
    expect(parsed).toMatchObject({ ...FORM, itemIds: [3, 4] });
    expect(parsed).not.toHaveProperty('shipmentData');
  });

  it('reads the form beside itemIds (SPEC §3)', () => {
    expect(acceptBatchSchema.parse({ itemIds: [3], ...FORM })).toMatchObject({
      ...FORM,
      itemIds: [3],
    });
  });

  it('both readings give the same request', () => {
    expect(acceptBatchSchema.parse({ itemIds: [7], shipmentData: FORM })).toEqual(
      acceptBatchSchema.parse({ itemIds: [7], ...FORM }),
    );
  });

  it('a shipmentData that is not an object leaves an empty form', () => {
    expect(firstMessage(acceptBatchSchema.safeParse({ itemIds: [1], shipmentData: 'x' }))).toBe(
      'Name is required',
    );
    expect(firstMessage(acceptBatchSchema.safeParse({ itemIds: [1], shipmentData: null }))).toBe(
      'Name is required',
    );
  });

  it.each([
    [[], SHIPMENT_MESSAGES.noItems],
    [undefined, SHIPMENT_MESSAGES.noItems],
    ['1,2', SHIPMENT_MESSAGES.noItems],
  ])('itemIds %j -> %s', (itemIds, message) => {
    expect(firstMessage(acceptBatchSchema.safeParse({ ...FORM, itemIds }))).toBe(message);
  });

  it.each([[[1.5]], [['1']], [[0]], [[-3]], [[2_147_483_648]], [[null]]])(
    'itemIds %j is refused',
    (itemIds) => {
      expect(acceptBatchSchema.safeParse({ ...FORM, itemIds }).success).toBe(false);
    },
  );

  it('refuses more than 500 ids', () => {
    const itemIds = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(firstMessage(acceptBatchSchema.safeParse({ ...FORM, itemIds }))).toBe(
      'Too many items in one shipment',
    );
    expect(acceptBatchSchema.safeParse({ ...FORM, itemIds: itemIds.slice(0, 500) }).success).toBe(
      true,
    );
  });
});

describe('adminShipmentUpdateSchema', () => {
  it('needs the payout reference (UTR) for delivered only in the form with payouts off', () => {
    // Left out, the stored reference is kept (the server refuses when none is stored).
    expect(
      typedUtrShipmentUpdateSchema.parse({ shipmentStatus: 'delivered' }).payoutReference,
    ).toBe(undefined);
    expect(
      firstMessage(
        typedUtrShipmentUpdateSchema.safeParse({
          shipmentStatus: 'delivered',
          payoutReference: ' ',
        }),
      ),
    ).toBe('Please enter the payout reference (UTR) for a delivered shipment.');
    expect(
      typedUtrShipmentUpdateSchema.parse({
        shipmentStatus: 'delivered',
        payoutReference: ' UTR1 ',
      }),
    ).toMatchObject({
      payoutReference: 'UTR1',
    });
    for (const shipmentStatus of ['pending_pickup', 'picked_up', 'in_transit']) {
      expect(typedUtrShipmentUpdateSchema.safeParse({ shipmentStatus }).success).toBe(true);
    }
    // The request itself may leave the UTR empty: the app pays through the gateway (payouts on),
    // or the server refuses (payouts off).
    expect(
      adminShipmentUpdateSchema.parse({ shipmentStatus: 'delivered', payoutReference: ' ' }),
    ).toMatchObject({ payoutReference: null });
  });

  it.each(['pending', 'shipped', 'Delivered', '', undefined])(
    'refuses the status %j',
    (shipmentStatus) => {
      expect(firstMessage(adminShipmentUpdateSchema.safeParse({ shipmentStatus }))).toBe(
        'Please choose a valid shipment status',
      );
    },
  );
});

describe('shipmentAddressLines: the order card address', () => {
  it('shows the structured address: contact name, line 1, line 2, pincode', () => {
    expect(
      shipmentAddressLines({
        contactName: 'Asha',
        addressLine1: '12 Road',
        addressLine2: 'Near the ghat',
        pincode: '249401',
        pickupAddress: 'ignored when line 1 is there',
      }),
    ).toEqual(['Asha', '12 Road', 'Near the ghat', '249401']);
  });

  it('skips blank parts of the structured address', () => {
    expect(
      shipmentAddressLines({
        contactName: ' ',
        addressLine1: ' 12 Road ',
        addressLine2: null,
        pincode: '249401',
      }),
    ).toEqual(['12 Road', '249401']);
  });

  it('falls back to the single pickupAddress without a line 1', () => {
    expect(
      shipmentAddressLines({
        contactName: 'Asha',
        addressLine1: '  ',
        pickupAddress: ' House 4, Jwalapur ',
      }),
    ).toEqual(['House 4, Jwalapur']);
  });

  it("gives null, shown as 'Address not available', with neither", () => {
    expect(shipmentAddressLines({})).toBeNull();
    expect(
      shipmentAddressLines({ contactName: 'Asha', pincode: '249401', pickupAddress: ' ' }),
    ).toBeNull();
    expect(ADDRESS_NOT_AVAILABLE).toBe('Address not available');
  });
});
