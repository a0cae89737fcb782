import { describe, expect, it } from 'vitest';
import { MAX_PAISE, fromPaise, normaliseMoney, sumMoney, toPaise } from './money';

describe('toPaise: money inputs (DESIGN §8)', () => {
  it.each([
    ['499', 49_900],
    ['499.5', 49_950],
    ['499.50', 49_950],
    ['0.05', 5],
    ['0', 0],
    [' 499 ', 49_900],
    ['99999999.99', 9_999_999_999],
  ])('reads the string %j as %i paise', (input, paise) => {
    expect(toPaise(input)).toBe(paise);
  });

  it.each([
    [499, 49_900],
    [499.5, 49_950],
    [0.5, 50],
    [12.34, 1_234],
    [99_999_999.99, 9_999_999_999],
  ])('reads the number %d as %i paise', (input, paise) => {
    expect(toPaise(input)).toBe(paise);
  });

  it.each(['499.123', '0.001', '1.999'])('refuses three decimals: %j', (input) => {
    expect(toPaise(input)).toBeNull();
  });

  it('refuses the number 499.123 (three decimals)', () => {
    expect(toPaise(499.123)).toBeNull();
  });

  it('refuses float noise such as 0.1 + 0.2 instead of rounding it', () => {
    expect(toPaise(0.1 + 0.2)).toBeNull();
  });

  it.each(['100000000', '100000000.00', '123456789.5'])(
    'refuses %j: beyond numeric(10,2)',
    (input) => {
      expect(toPaise(input)).toBeNull();
    },
  );

  it('refuses the number 100000000 (beyond numeric(10,2))', () => {
    expect(toPaise(100_000_000)).toBeNull();
  });

  it.each([
    '',
    ' ',
    'abc',
    '-1',
    '-0.50',
    '1,000',
    '₹499',
    '1e3',
    '.5',
    '5.',
    '4 99',
    '0x10',
    'NaN',
  ])('refuses the string %j', (input) => {
    expect(toPaise(input)).toBeNull();
  });

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e-7])(
    'refuses the number %d',
    (input) => {
      expect(toPaise(input)).toBeNull();
    },
  );

  it('caps at 99,999,999.99 rupees', () => {
    expect(MAX_PAISE).toBe(9_999_999_999);
  });
});

describe('fromPaise', () => {
  it.each([
    [49_900, '499.00'],
    [49_950, '499.50'],
    [5, '0.05'],
    [0, '0.00'],
    [9_999_999_999, '99999999.99'],
    [-150, '-1.50'],
  ])('writes %i paise as %j', (paise, text) => {
    expect(fromPaise(paise)).toBe(text);
  });
});

describe('normaliseMoney', () => {
  it.each([
    ['499', '499.00'],
    ['499.5', '499.50'],
    ['499.50', '499.50'],
    [499, '499.00'],
    [499.5, '499.50'],
  ])('normalises %j to %j', (input, text) => {
    expect(normaliseMoney(input)).toBe(text);
  });

  it('throws a RangeError on an invalid amount', () => {
    expect(() => normaliseMoney('499.123')).toThrow(RangeError);
    expect(() => normaliseMoney('abc')).toThrow('Not a money amount: abc');
  });
});

describe('sumMoney (integer paise, never floats)', () => {
  it('adds strings and numbers and skips null and undefined', () => {
    expect(sumMoney(['499.50', 0.5, null, undefined, '100'])).toBe('600.00');
  });

  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
  });

  it('is 0.00 for nothing', () => {
    expect(sumMoney([])).toBe('0.00');
  });

  it('throws on an invalid amount instead of ignoring it', () => {
    expect(() => sumMoney(['1.00', '1.001'])).toThrow(RangeError);
  });
});
