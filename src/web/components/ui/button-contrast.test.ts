// Every button's text stays readable in every state (issue 28: the hovered Approve button was
// 4.17:1): WCAG 2.x contrast of at least 4.5:1 for each variant at rest, hovered and focused,
// computed from the design tokens in styles.css, on the two surfaces buttons sit on (the page and a
// card or dialog). A translucent background is blended over that surface first. Buttons take
// their colours from a variant only, so this covers every button in the app.
// eslint-disable-next-line no-restricted-imports -- a Node test reading the stylesheet
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';

// The stylesheet as written. Vitest does not process CSS, so a `.css?raw` import comes back empty:
// the test reads the file (it never runs in a browser).
const STYLES = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');
const SOURCES = import.meta.glob<string>('../../**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const TOKENS = new Map(
  [...STYLES.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [
    name!,
    hex!,
  ]),
);
const SURFACES = ['background', 'card'] as const;
const VARIANTS = ['default', 'destructive', 'success', 'outline', 'secondary', 'ghost', 'link'];
const STATES = ['rest', 'hover', 'focus-visible'] as const;

type Rgb = [number, number, number];

function rgbOf(token: string): Rgb {
  const hex = TOKENS.get(token);
  if (!hex) throw new Error(`no --color-${token} in styles.css`);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((channel, index) => channel * alpha + bottom[index]! * (1 - alpha)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A variant's text and background colour in one state: the state's classes win over the rest's. */
function colours(variant: string, state: (typeof STATES)[number], surface: Rgb) {
  const drawn = buttonVariants({ variant: variant as never });
  // An unknown variant would fall back to the base classes and pass unseen.
  if (drawn === buttonVariants({ variant: null })) throw new Error(`no variant ${variant}`);
  const classes = drawn.split(/\s+/);
  const pick = (kind: 'bg' | 'text'): { token: string; alpha: number } | null => {
    let found: { token: string; alpha: number } | null = null;
    for (const name of classes) {
      const match = /^(?:(hover|focus-visible):)?(bg|text)-([a-z-]+?)(?:\/(\d+))?$/.exec(name);
      if (!match || match[2] !== kind || !TOKENS.has(match[3]!)) continue;
      const prefix = match[1] ?? 'rest';
      if (prefix !== 'rest' && prefix !== state) continue;
      if (prefix === 'rest' && found && state !== 'rest') continue;
      found = { token: match[3]!, alpha: match[4] ? Number(match[4]) / 100 : 1 };
    }
    return found;
  };
  const bg = pick('bg');
  const background = bg ? over(rgbOf(bg.token), bg.alpha, surface) : surface;
  const text = pick('text');
  // No text colour of its own: the page's (or card's) text colour.
  const foreground = text ? over(rgbOf(text.token), text.alpha, background) : rgbOf('foreground');
  return { foreground, background };
}

describe('button contrast', () => {
  for (const variant of VARIANTS) {
    for (const state of STATES) {
      for (const surface of SURFACES) {
        it(`${variant}, ${state}, on ${surface}: text at least 4.5:1`, () => {
          const { foreground, background } = colours(variant, state, rgbOf(surface));
          expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
        });
      }
    }
  }

  it('no button sets colours of its own beside its variant', () => {
    const offenders: string[] = [];
    for (const [path, source] of Object.entries(SOURCES)) {
      for (const [tag] of source.matchAll(/<Button\b[^>]*?className="[^"]*"/g)) {
        const className = /className="([^"]*)"/.exec(tag)![1]!;
        if (
          /(^|\s)([a-z-]+:)*(bg|text)-(?!(xs|sm|base|lg|xl|left|center|right)\b)/.test(className)
        ) {
          offenders.push(`${path}: ${className}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
