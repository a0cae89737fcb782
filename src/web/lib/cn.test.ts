// `cn` builds tailwind-merge's lookup for only the class groups our class names belong to
// (cn-class-groups.ts). Proof that it changes nothing a component draws: every class name written
// in src/web, and every two of them in either order, merge exactly as tailwind-merge's full default
// config merges them. Merging is decided class by class against the later classes, so equal pairs
// mean equal lists of any length drawn from these classes.
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeVariants, type BadgeProps } from '@/web/components/ui/badge';
import { buttonVariants, type ButtonProps } from '@/web/components/ui/button';
import { toastVariants } from '@/web/components/ui/toaster';
import type { ToastVariant } from '@/web/components/ui/use-toast';
import { cn, takeMergesMade } from './cn';

// Source texts, as written (the web app's modules may not read files: eslint fences); the list of
// group names is not class names.
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./cn-class-groups.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** Every string and template literal of the web app. */
function sourceLiterals(): string[] {
  const literals = new Set<string>();
  for (const source of Object.values(SOURCES)) {
    for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      literals.add(match[1] ?? match[2] ?? match[3] ?? '');
    }
  }
  return [...literals];
}

/** Every whitespace-separated word of every string and template literal of the web app. */
function sourceWords(): string[] {
  return [...new Set(sourceLiterals().flatMap((literal) => literal.split(/\s+/)))].filter(Boolean);
}

/** The class string as tailwind-merge leaves it when nothing in it conflicts. */
function normalised(classes: string): string {
  return classes.trim().split(/\s+/).join(' ');
}

// Every variant of every cva component: Record makes the compiler ask for each one.
const BUTTON_VARIANTS: Record<NonNullable<ButtonProps['variant']>, true> = {
  default: true,
  destructive: true,
  success: true,
  outline: true,
  secondary: true,
  ghost: true,
  link: true,
};
const BUTTON_SIZES: Record<NonNullable<ButtonProps['size']>, true> = {
  default: true,
  sm: true,
  lg: true,
  icon: true,
};
const BADGE_VARIANTS: Record<NonNullable<BadgeProps['variant']>, true> = {
  default: true,
  secondary: true,
  outline: true,
  destructive: true,
  yellow: true,
  green: true,
  red: true,
  blue: true,
  purple: true,
  emerald: true,
  grey: true,
};
const TOAST_VARIANTS: Record<ToastVariant, true> = { default: true, destructive: true };

/** The variants of a class ('sm', 'hover'), sorted: only classes with the same ones can conflict. */
function variantsOf(word: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < word.length; index++) {
    const char = word[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(word.slice(start, index));
      start = index + 1;
    }
  }
  return parts.sort().join(':');
}

describe('cn', () => {
  const words = sourceWords();
  // A Tailwind class tailwind-merge knows: of two copies it keeps one (other words it keeps both).
  const classes = words.filter((word) => twMerge(`${word} ${word}`) === word);

  it('finds the class names of the components', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    for (const known of ['px-3', 'sm:text-sm', 'focus-visible:ring-2', 'disabled:opacity-60'])
      expect(classes).toContain(known);
  });

  it('keeps, drops and orders every class name as tailwind-merge does', () => {
    const different = words.filter((word) => cn(word, word) !== twMerge(`${word} ${word}`));
    expect(different).toEqual([]);
  });

  it('passes one class string through untouched: none written here holds a conflict', () => {
    const classes = new Set(words.filter((word) => twMerge(`${word} ${word}`) === word));
    const classStrings = sourceLiterals().filter((literal) => {
      const parts = literal.split(/\s+/).filter(Boolean);
      return parts.length > 1 && parts.every((word) => classes.has(word));
    });
    expect(classStrings.length).toBeGreaterThan(200);
    const variants = [
      ...Object.keys(BUTTON_VARIANTS).flatMap((variant) =>
        Object.keys(BUTTON_SIZES).map((size) =>
          buttonVariants({ variant, size } as Pick<ButtonProps, 'variant' | 'size'>),
        ),
      ),
      ...Object.keys(BADGE_VARIANTS).map((variant) =>
        badgeVariants({ variant } as Pick<BadgeProps, 'variant'>),
      ),
      ...Object.keys(TOAST_VARIANTS).map((variant) =>
        toastVariants({ variant: variant as ToastVariant }),
      ),
    ];
    const conflicting = [...classStrings, ...variants].filter(
      (classString) => twMerge(classString) !== normalised(classString),
    );
    expect(conflicting).toEqual([]);
    for (const classString of classStrings) expect(cn(classString)).toBe(classString);
    expect(cn(false, 'p-2', undefined, null)).toBe('p-2');
    expect(cn()).toBe('');
    // Two strings, or anything but a string, are merged.
    expect(cn('p-2', 'p-4')).toBe('p-4');
    expect(cn(['p-2 p-4'])).toBe('p-4');
  });

  it('merges every two class names as tailwind-merge does', () => {
    const byVariants = new Map<string, string[]>();
    for (const word of classes) {
      const key = variantsOf(word);
      byVariants.set(key, [...(byVariants.get(key) ?? []), word]);
    }
    const different: string[] = [];
    for (const group of byVariants.values()) {
      for (const [first, second] of group.flatMap((a) => group.map((b) => [a, b] as const))) {
        const expected = twMerge(`${first} ${second}`);
        const merged = cn(first, second);
        if (merged !== expected)
          different.push(`${first} ${second}: "${merged}", not "${expected}"`);
      }
    }
    expect(different).toEqual([]);
  });
});

describe('cn while prerendering', () => {
  it('notes each merge it makes, for the page to carry, and nothing for a single class string', () => {
    takeMergesMade();
    expect(cn('p-2', 'p-4')).toBe('p-4');
    expect(cn('flex items-center')).toBe('flex items-center');
    expect(takeMergesMade()).toBe(
      '<script type="application/json" id="cn-merges">{"p-2 p-4":"p-4"}</script>',
    );
    // Taken once: the next page starts empty; and nothing in it can close the element.
    expect(cn('</script><b>', 'p-4')).toBe('</script><b> p-4');
    expect(takeMergesMade()).toBe(
      '<script type="application/json" id="cn-merges">{"\\u003c/script>\\u003cb> p-4":"\\u003c/script>\\u003cb> p-4"}</script>',
    );
  });
});
