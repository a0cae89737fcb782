// A custom served area (config SERVICE_PINCODES): the app started with its own pincode list serves
// those and refuses the default Haridwar ones, naming the configured list.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints as api } from '@/contract/shipments';
import type { ClothingItem } from '@/domain/items.schema';
import { SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import type { Shipment } from '@/domain/shipments.schema';
import { shipments } from '@/server/db/schema';
import { approvedItems, newCustomer, PICKUP, type Customer } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { rowCount } from '@/server/test-support/rows';
import { testConfig, appPerFile } from '@/server/test-support/test-app';

const CUSTOM = ['110001', '110002'];

const t = appPerFile({ env: { SERVICE_PINCODES: ' 110001 , 110002,' } });
let s: Customer;

beforeAll(async () => {
  s = await newCustomer(t, { state: 'verified' });
});

const acceptAt = async (pincode: string, reading: 'nested' | 'flat' = 'nested') => {
  const itemIds = await approvedItems(t, s, ['600.00']);
  const pickup = { ...PICKUP, pincode };
  const body = reading === 'nested' ? { itemIds, shipmentData: pickup } : { itemIds, ...pickup };
  return { itemIds, response: await call(t, api.acceptBatchShipment, { cookie: s.cookie, body }) };
};

/** The seller's items and shipments, and how many shipments there are: what a refusal keeps. */
const sellerState = async () => ({
  items: await callOk<ClothingItem[]>(t, itemEndpoints.listMyItems, { cookie: s.cookie }),
  shipments: await callOk<Shipment[]>(t, api.listMyShipments, { cookie: s.cookie }),
  allShipments: await rowCount(t, shipments),
});

describe('SERVICE_PINCODES from the environment', () => {
  it('is parsed into the list the app serves and announces', async () => {
    expect(t.config.servicePincodes).toEqual(CUSTOM);
    const area = await callOk<{ pincodes: string[] }>(t, api.getServiceArea);
    expect(area.pincodes).toEqual(CUSTOM);
  });

  it.each(CUSTOM)('a configured pincode (%s) is served', async (pincode) => {
    const { response } = await acceptAt(pincode);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Shipment>().pincode).toBe(pincode);
  });

  it.each([
    ['249401', 'flat'],
    ['110003', 'nested'],
  ] as const)(
    'a pincode outside the configured list (%s) is 400 naming the configured pincodes, nothing changed',
    async (pincode, reading) => {
      const before = await sellerState();
      const { itemIds, response } = await acceptAt(pincode, reading);
      expect(errorBodyOf(response)).toEqual({
        code: 'PINCODE_NOT_SERVED',
        message: 'Sorry, pickup is available only in Haridwar (pincodes 110001, 110002).',
        params: { pincodes: '110001, 110002' },
      });
      const after = await sellerState();
      expect(after.items.filter((item) => !itemIds.includes(item.id))).toEqual(before.items);
      expect(after.items.filter((item) => itemIds.includes(item.id))).toMatchObject([
        { status: 'approved', userAcceptedAt: null },
      ]);
      expect(after.shipments).toEqual(before.shipments);
      expect(after.allShipments).toBe(before.allShipments);
    },
  );

  it('the §5 pincode format rule still comes first', async () => {
    const { response } = await acceptAt('1100');
    expect(errorBodyOf(response)).toEqual({
      code: 'INVALID_INPUT',
      message: SHIPMENT_MESSAGES.validPincode,
      params: { field: 'pincode', rule: 'fields.validPincode' },
    });
  });
});

describe('a bad SERVICE_PINCODES fails loudly at start-up', () => {
  it.each(['11000', '110001,abcdef', '1100011'])('%j is refused', (value) => {
    expect(() => testConfig({ env: { SERVICE_PINCODES: value } })).toThrow(/SERVICE_PINCODES/);
  });
});
