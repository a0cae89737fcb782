// axe-core on the page as it is now: a serious or critical WCAG 2.1 A/AA violation fails the test,
// naming the state and the first few elements. accessibility.spec.ts runs it over every page; other
// specs over the states only they reach.
//
// axe runs whole in the page (`axe.run`, AxeBuilder's legacy mode), not split into a run per frame
// and a finishing run in a blank tab, which cost every check a new tab with its own renderer and a
// second copy of axe-core. The split exists for cross-origin frames; the app has no frames.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoSeriousAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode().analyze();
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
