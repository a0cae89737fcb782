// A custom served area (config SERVICE_PINCODES, issue 5 "Pickup only where the business
// operates"): the app started with its own pincode list serves those and refuses the default
// Haridwar ones, naming the configured list. Its own file: one app per file.
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES, pincodeNotServedMessage } from '../../../domain/shipments';
import {
  createTestApp,
  errorMessageOf,
  testConfig,
  type TestApp,
} from '../../test-support/test-app';
import {
  PICKUP,
  accept,
  acceptBody,
  items,
  seller,
  shipmentsOf,
  snapshot,
} from './shipments-test-helpers';

const CUSTOM = ['110001', '110002'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_PINCODES: ' 110001 , 110002,' } });
});

describe('SERVICE_PINCODES from the environment', () => {
  it('is parsed into the list the app serves and announces', async () => {
    expect(t.config.servicePincodes).toEqual(CUSTOM);
    const response = await t.inject({ method: 'GET', url: '/api/service-area' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ pincodes: string[] }>().pincodes).toEqual(CUSTOM);
  });

  it.each(CUSTOM)('a configured pincode (%s) is served', async (pincode) => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['600.00']);
    const response = await accept(t, s.cookie, acceptBody(ids, { ...PICKUP, pincode }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await shipmentsOf(t, s.id)).map((row) => row.pincode)).toEqual([pincode]);
  });

  it.each(['249401', '110003'])(
    'a pincode outside the configured list (%s) is 400 naming the configured pincodes, nothing changed',
    async (pincode) => {
      const s = await seller(t);
      const ids = await items(t, s.id, ['600.00']);
      const before = await snapshot(t, ids);
      const response = await accept(t, s.cookie, acceptBody(ids, { ...PICKUP, pincode }, 'flat'));
      expect(response.statusCode).toBe(400);
      const message = errorMessageOf(response);
      expect(message).toBe(pincodeNotServedMessage(CUSTOM));
      expect(message).toContain('110001, 110002');
      expect(message).not.toContain('249401,');
      expect(await snapshot(t, ids)).toEqual(before);
    },
  );

  it('the §5 pincode format rule still comes first', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['600.00']);
    const response = await accept(t, s.cookie, acceptBody(ids, { ...PICKUP, pincode: '1100' }));
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(SHIPMENT_MESSAGES.validPincode);
  });
});

describe('a bad SERVICE_PINCODES fails loudly at start-up', () => {
  it.each(['11000', '110001,abcdef', '1100011'])('%j is refused', (value) => {
    expect(() => testConfig({ env: { SERVICE_PINCODES: value } })).toThrow(/SERVICE_PINCODES/);
  });
});
