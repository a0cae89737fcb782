// axe-core on the page as it is now: a serious or critical WCAG 2.1 A/AA violation fails the test,
// naming the state and the first few elements. accessibility.spec.ts runs it over every page; other
// specs over the states only they reach.
//
// axe-core is put in the page once per document and run there whole (`axe.run`). The
// @axe-core/playwright builder it replaces loaded axe's 550 KB script again at every check and, in
// its default mode, finished each check in a new blank tab (a renderer of its own) to join the
// runs of cross-origin frames, which the app does not have.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let axeSource: string | undefined;

function axeScript(): string {
  axeSource ??= fs.readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  return axeSource;
}

async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeScript());
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}

export async function expectNoSeriousAxeViolations(page: Page, state: string): Promise<void> {
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: WCAG },
    resultTypes: ['violations'],
  });
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${state}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(blocking, `axe on ${state}`).toEqual([]);
}
