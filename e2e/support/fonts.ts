// Which font Chromium really drew a text with (issue 28, finding 3): a Devanagari string laid out
// in a Latin font shows as boxes on a machine without a Devanagari font of its own, and no DOM or
// style property says so. The DevTools protocol does: CSS.getPlatformFontsForNode lists the fonts
// and glyph counts the layout used for an element's text.
import { expect, type CDPSession, type Page } from '@playwright/test';

/** The family of the app's own Devanagari font (src/web/i18n/devanagari-font.css). */
export const DEVANAGARI_FONT = 'Noto Sans Devanagari';

interface Drawn {
  text: string;
  fonts: string[];
}

/**
 * Every element on screen whose own text (or field value, placeholder or chosen option) has a
 * Devanagari letter is drawn with the app's Devanagari font. Retried until the fonts have loaded
 * and the page is laid out again with them; a text that stays in another font fails, named with
 * the fonts it got.
 */
export async function expectDevanagariInItsFont(page: Page, state: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    // The fonts the page asked for, loaded first: each read below asks the browser about every
    // Hindi text, and one read made before the font arrived is wasted.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect
      .poll(async () => wrongFont(await settledRead(cdp)), {
        message: `Devanagari drawn without ${DEVANAGARI_FONT} on ${state}`,
        // The console's lists are polled every 5 s and, with the other worker adding accounts,
        // redrawn as often: on a busy machine a read can meet two redraws in a row.
        timeout: 30_000,
      })
      .toEqual([]);
  } finally {
    await cdp.detach();
  }
}

const REPLACED = '(replaced while being read)';

/**
 * A read in which no element was drawn again meanwhile: one that met a redraw is read again at
 * once (a few times), rather than after the poll's growing pause, when the next redraw may come.
 */
async function settledRead(cdp: CDPSession): Promise<Drawn[]> {
  let drawn = await drawnDevanagari(cdp);
  for (let again = 0; again < 4 && drawn.some(({ fonts }) => fonts.includes(REPLACED)); again++) {
    drawn = await drawnDevanagari(cdp);
  }
  return drawn;
}

function wrongFont(drawn: Drawn[]): string[] {
  return (
    drawn
      // A weight's face names itself 'Noto Sans Devanagari Medium', 'Noto Sans Devanagari SemiBold'.
      .filter(({ fonts }) => !fonts.some((font) => font.startsWith(DEVANAGARI_FONT)))
      .map(({ text, fonts }) => `"${text}" in ${fonts.join(', ') || 'nothing'}`)
  );
}

/** The fonts of every element on screen with Devanagari in its own text. */
async function drawnDevanagari(cdp: CDPSession): Promise<Drawn[]> {
  // A node id is only given for a document the session has asked for.
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `(${findDevanagariElements.toString()})()`,
  });
  if (!result.objectId) return [];
  try {
    const { result: texts } = await cdp.send('Runtime.callFunctionOn', {
      objectId: result.objectId,
      functionDeclaration: 'function () { return this.map((found) => found.text); }',
      returnByValue: true,
    });
    const { result: elements } = await cdp.send('Runtime.callFunctionOn', {
      objectId: result.objectId,
      functionDeclaration: 'function () { return this.map((found) => found.element); }',
    });
    const { result: properties } = await cdp.send('Runtime.getProperties', {
      objectId: elements.objectId!,
      ownProperties: true,
    });
    // One request after another would take minutes on a page with many Hindi texts.
    return await Promise.all(
      properties
        .filter((property) => Number.isInteger(Number(property.name)) && property.value?.objectId)
        .map(async (property) => {
          const text = (texts.value as string[])[Number(property.name)]!;
          try {
            const { nodeId } = await cdp.send('DOM.requestNode', {
              objectId: property.value!.objectId!,
            });
            const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
            return {
              text,
              fonts: fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName),
            };
          } catch (error) {
            // The page drew that element again while it was being read (a list refetched, a time
            // label ticked): this read fails and the poll reads the page as it is now.
            if (!/Could not find node/.test(String(error))) throw error;
            return { text, fonts: [REPLACED] };
          }
        }),
    );
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  }
}

/** Runs in the page: the elements on screen whose own text has a Devanagari letter. */
function findDevanagariElements(): Array<{ element: Element; text: string }> {
  const devanagari = /[\u0900-\u097F]/;
  const found = new Map<Element, string>();
  const onScreen = (element: Element) =>
    element.checkVisibility() && element.getClientRects().length > 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !devanagari.test(text) || !onScreen(parent)) continue;
    // An <option>'s text is drawn by its <select>, and only the chosen one.
    if (parent instanceof HTMLOptionElement) continue;
    found.set(parent, ((found.get(parent) ?? '') + text).trim());
  }
  for (const field of document.querySelectorAll('input, textarea, select')) {
    const shown =
      field instanceof HTMLSelectElement
        ? (field.selectedOptions[0]?.text ?? '')
        : (field as HTMLInputElement).value || (field as HTMLInputElement).placeholder;
    if (devanagari.test(shown) && onScreen(field)) found.set(field, shown);
  }
  return [...found].map(([element, text]) => ({ element, text }));
}
