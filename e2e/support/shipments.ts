// Helpers for e2e/shipments.spec.ts (issue 5: the dashboard 'Ready for Pickup' batch card, the
// pickup form, the admin Shipments tab, My Wallet and the profile after a delivered shipment).
// The set-up that other specs already cover in the browser (items, review, identity, bank) goes
// through the API here. Kept apart from fixtures.ts, which other specs extend at the same time.
import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createItem, uploadPhotos, type E2eCustomer, type E2eItem } from './fixtures';
import { smallPhoto } from './selling';
import {
  randomAccountNumber,
  randomTransactionNumber,
  submitAadhaarOverApi,
  submitBankOverApi,
} from './verification';

/** n random digits, the first not 0. */
export function randomDigits(n: number): string {
  let digits = String(crypto.randomInt(1, 10));
  while (digits.length < n) digits += String(crypto.randomInt(0, 10));
  return digits;
}

export interface ApprovedItem {
  item: E2eItem;
  /** How the site names it: '{brand} Denim'. */
  name: string;
}

/**
 * One item per offer, each with a photo uploaded by the customer, then approved by the admin
 * (PATCH /api/admin/clothing-items/{id}) with that offer. Brands carry `tag`, so the names are
 * unique across tests running side by side.
 */
export async function approvedItems(
  customerRequest: APIRequestContext,
  adminRequest: APIRequestContext,
  adminCookie: string,
  tag: string,
  offers: string[],
): Promise<ApprovedItem[]> {
  const result: ApprovedItem[] = [];
  for (const [index, offer] of offers.entries()) {
    const photo = await smallPhoto(`item-${index + 1}.jpg`, [
      40 + index * 60,
      120,
      200 - index * 50,
    ]);
    const urls = await uploadPhotos(customerRequest, [photo.buffer]);
    const brand = `Brand${index + 1} ${tag}`;
    const item = await createItem(customerRequest, urls, { brand, category: 'denim' });
    const review = await adminRequest.patch(`/api/admin/clothing-items/${item.id}`, {
      data: { status: 'approved', offerAmount: offer },
      headers: { cookie: adminCookie },
    });
    expect(review.status(), await review.text()).toBe(200);
    result.push({ item, name: `${brand} Denim` });
  }
  return result;
}

/** Identity (two JPEGs) and bank details over the API, then the admin approves the fee. */
export async function verifyCustomerOverApi(
  customerRequest: APIRequestContext,
  adminRequest: APIRequestContext,
  adminCookie: string,
  customer: E2eCustomer,
) {
  await submitAadhaarOverApi(customerRequest);
  await submitBankOverApi(
    customerRequest,
    {
      holder: 'Asha Verma',
      accountNumber: randomAccountNumber(),
      ifsc: 'SBIN0001234',
      upi: 'asha@okaxis',
    },
    randomTransactionNumber(),
  );
  const decision = await adminRequest.post(`/api/admin/verify-bank/${customer.id}`, {
    data: { status: 'verified' },
    headers: { cookie: adminCookie },
  });
  expect(decision.status(), await decision.text()).toBe(200);
}

/** The dashboard's batch card. */
export function readyForPickup(page: Page): Locator {
  return page.getByRole('region', { name: 'Ready for Pickup', exact: true });
}

/** The value next to 'Total Value' on the batch card. */
export function totalValue(card: Locator): Locator {
  return card.getByText('Total Value', { exact: true }).locator('xpath=following-sibling::p[1]');
}

/** The pickup form dialog. */
export function pickupDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Pickup Details' });
}

export interface PickupFormValues {
  contactName: string;
  addressLine1: string;
  addressLine2?: string;
  pincode: string;
  phoneNumber: string;
  alternatePhone?: string;
}

export async function fillPickupForm(dialog: Locator, values: PickupFormValues) {
  await dialog.getByLabel('Contact Name', { exact: true }).fill(values.contactName);
  await dialog.getByLabel('Address Line 1', { exact: true }).fill(values.addressLine1);
  await dialog
    .getByLabel('Address Line 2 (optional)', { exact: true })
    .fill(values.addressLine2 ?? '');
  await dialog.getByLabel('Pincode (6 digits)', { exact: true }).fill(values.pincode);
  await dialog.getByLabel('Phone Number', { exact: true }).fill(values.phoneNumber);
  await dialog
    .getByLabel('Alternate Phone (optional)', { exact: true })
    .fill(values.alternatePhone ?? '');
}

/** An entry of the admin Shipments tab, by its heading (the shipment's item name). */
export function adminShipment(page: Page, itemName: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: itemName, exact: true }) });
}
