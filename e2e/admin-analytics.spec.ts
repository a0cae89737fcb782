// The console's Analytics trends and CSV exports (issue 14): after a month's activity is seeded
// over the API, the tab draws the four named charts, each with a table of the same numbers, the
// funnel and review time; the days live in the address; a CSV downloads with Hindi intact, and
// never as a saved JSON refusal once the console session has expired.
import fs from 'node:fs';
import type { Response } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  endSession,
  expect,
  expectNoSidewaysScroll,
  expectToast,
  jpeg,
  openAdminTab,
  shortTag,
  test,
} from './support/fixtures';

const CHARTS = [
  'Items per day',
  'Money per day (₹)',
  'Agents per day',
  'Review time per day (hours)',
] as const;

interface Day {
  date: string;
  submissions: number;
  approvals: number;
}

test('analytics charts render for a seeded month, with tables, and a CSV downloads', async ({
  page,
  api,
  login,
}) => {
  const tag = shortTag();
  const hindi = `रेशमी कुर्ता, "असली" ${tag}`;
  // The month's activity: a seller verified with two approved items shipped, one more item.
  const seller = await api.createCustomer({
    verification: 'verified',
    approvedOffers: ['300.00', '250.00'],
    shipment: true,
  });
  await api.submitItem(seller, {
    brand: `Kurta ${tag}`,
    description: hindi,
    photos: [await jpeg([200, 80, 40])],
  });
  await api.createAgent();

  // Every trends answer the page gets: the table must show one of them exactly.
  const answers: Day[][] = [];
  const keepAnswer = (response: Response) => {
    if (!response.url().includes('/api/admin/analytics/timeseries') || !response.ok()) return;
    // A body is gone once the page has navigated away from its response: nothing to keep then.
    response.json().then(
      (body: { days: Day[] }) => answers.push(body.days),
      () => undefined,
    );
  };
  page.on('response', keepAnswer);
  await login('admin');
  await openAdminTab(page, 'Analytics');
  const panel = page.getByRole('tabpanel', { name: 'Analytics', exact: true });
  const trends = panel.getByRole('region', { name: 'Trends' });
  await expect(trends.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Four figures, each named by its heading, each with a drawn canvas.
  for (const name of CHARTS) {
    const figure = trends.getByRole('figure', { name });
    await expect(figure.getByRole('heading', { name })).toBeVisible();
    await expect(
      figure.getByRole('img', { name: new RegExp(`^${escape(name)}: chart`) }),
    ).toBeVisible();
    await expect(figure.locator('canvas')).toBeVisible();
  }
  await expectNoSidewaysScroll(page);

  // The table alternative of the items chart: today's row is today's row of an answer the page
  // got from the API (other tests add items meanwhile, and an erased seller's items leave the
  // counts, so two readings of the API do not bound it), and holds at least what this test made.
  const to = await page.getByLabel('To').inputValue();
  const items = trends.getByRole('figure', { name: 'Items per day' });
  await items.getByText('Show as a table: Items per day').click();
  const table = items.getByRole('table', { name: 'Items per day' });
  await expect(table).toBeVisible();
  const todayRow = table.getByRole('row').last();
  const cells = todayRow.getByRole('cell');
  await expect(cells.first()).toHaveText(/^\d[\d,]*$/);
  const submitted = Number((await cells.nth(0).textContent())!.replace(/,/g, ''));
  const approved = Number((await cells.nth(1).textContent())!.replace(/,/g, ''));
  expect(submitted).toBeGreaterThanOrEqual(3);
  expect(approved).toBeGreaterThanOrEqual(2);
  await expect
    .poll(() =>
      answers.some((days) => {
        const today = days.at(-1);
        return today?.submissions === submitted && today.approvals === approved;
      }),
    )
    .toBe(true);
  page.off('response', keepAnswer);

  // The funnel and review time are text.
  const funnel = trends.getByRole('region', { name: 'Verification funnel' });
  await expect(funnel.getByText('First shipment')).toBeVisible();
  await expect(trends.getByRole('region', { name: 'Review time' })).toContainText(
    'Decided within 24 hours',
  );

  // A preset is kept in the address; a reload shows the same days.
  await trends.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/[?&]range=7(&|$)/);
  await page.reload();
  await openAdminTab(page, 'Analytics');
  await expect(
    page.getByRole('region', { name: 'Trends' }).getByRole('button', { name: 'Last 7 days' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Typed days that run backwards are explained, not sent.
  await page.getByLabel('From').fill(to);
  await page.getByLabel('To').fill('2020-01-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a first day' })).toBeVisible();

  // The items CSV of the chosen days downloads with a dated name, a BOM and the Hindi text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Items', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^items-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFItem ID,Submitted (IST),')).toBe(true);
  expect(text).toContain(`"रेशमी कुर्ता, ""असली"" ${tag}"`);
});

test('a CSV asked for after the console session expired is not saved: the staff member signs in again', async ({
  page,
  login,
}) => {
  await login('admin');
  await openAdminTab(page, 'Analytics');
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));

  // The session ends under the staff member (the cookie is gone), then they ask for a CSV.
  await endSession(page, 'admin_sid');
  await page.getByRole('link', { name: 'Items', exact: true }).click();
  await expectToast(page, 'Unauthorized', 'Session expired. Please log in again.');
  await expect(page).toHaveURL(PATHS.adminLogin);
  expect(downloads).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
