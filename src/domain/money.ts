// Money is carried as decimal strings with two places ("499.00") and computed in integer paise,
// never on JS floats (DESIGN §2). numeric(10,2) holds at most 99,999,999.99.

export const MAX_PAISE = 9_999_999_999;

const MONEY_PATTERN = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Parses "499", "499.5", "499.50" or a number into paise; null when not a valid amount. */
export function toPaise(value: string | number): number | null {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  if (text === null) return null;
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const rupees = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const paise = rupees * 100 + Number(fraction);
  return paise <= MAX_PAISE ? paise : null;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // Round-trip through a fixed representation so 499.1 + float noise does not slip through,
  // while 499.123 (three places) is still refused.
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Paise to the canonical decimal string: 49900 -> "499.00". */
export function fromPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises any accepted amount to "x.yy"; throws on invalid input (use toPaise to test). */
export function normaliseMoney(value: string | number): string {
  const paise = toPaise(value);
  if (paise === null) throw new RangeError(`Not a money amount: ${String(value)}`);
  return fromPaise(paise);
}

export function sumMoney(values: ReadonlyArray<string | number | null | undefined>): string {
  let total = 0;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const paise = toPaise(value);
    if (paise === null) throw new RangeError(`Not a money amount: ${String(value)}`);
    total += paise;
  }
  return fromPaise(total);
}
