import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  emailField,
  existingPasswordField,
  hasForbiddenCharacters,
  mobileField,
  newPasswordField,
  optionalNameField,
  optionalText,
  pincodeField,
  requiredText,
  withoutForbiddenCharacters,
} from './fields.schema';
import { FIELD_MESSAGES, ruleOf } from './rule-messages';
import { firstProblem } from './schema-test-helpers';

describe('emailField', () => {
  it('trims and lower-cases', () => {
    expect(emailField.parse('  Ravi.K@Example.IN ')).toBe('ravi.k@example.in');
  });

  it('refuses a non-string with "Email is required"', () => {
    expect(firstProblem(emailField, 42)).toBe('Email is required');
  });
});

describe('newPasswordField', () => {
  it('keeps spaces in a password (no trimming)', () => {
    expect(newPasswordField.parse('  spaced  ')).toBe('  spaced  ');
  });

  it('refuses a number with "Password must be at least 8 characters"', () => {
    expect(firstProblem(newPasswordField, 12345678)).toBe('Password must be at least 8 characters');
  });
});

describe('existingPasswordField', () => {
  it('accepts a short password (only presence matters at sign-in)', () => {
    expect(existingPasswordField.parse('x')).toBe('x');
  });
});

describe('mobileField', () => {
  it('trims but keeps the typed format', () => {
    expect(mobileField.parse(' +91 98765-43210 ')).toBe('+91 98765-43210');
  });

  it('refuses 21 characters even when they are digits', () => {
    expect(firstProblem(mobileField, '1'.repeat(21))).toBe('Valid mobile number is required');
  });

  it('refuses a number value with "Mobile number is required"', () => {
    expect(firstProblem(mobileField, 9876543210)).toBe('Mobile number is required');
  });
});

describe('optionalNameField', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    [' Ravi ', 'Ravi'],
  ])('reads %j as %j', (input, output) => {
    expect(optionalNameField.parse(input)).toBe(output);
  });
});

describe('pincodeField (SPEC §5: at least 6, "Valid pincode is required")', () => {
  it('accepts 6 digits, trimmed', () => {
    expect(pincodeField.parse(' 249401 ')).toBe('249401');
  });

  it.each(['24940', '', 'abcdef', '2494O1'])(
    'refuses %j with "Valid pincode is required"',
    (input) => {
      expect(firstProblem(pincodeField, input)).toBe('Valid pincode is required');
    },
  );

  it('refuses 7 digits with "Pincode must be 6 digits"', () => {
    expect(firstProblem(pincodeField, '2494011')).toBe('Pincode must be 6 digits');
  });

  it('refuses a missing pincode with "Valid pincode is required"', () => {
    expect(firstProblem(pincodeField, undefined)).toBe('Valid pincode is required');
  });
});

describe('digitsOf', () => {
  it('keeps only the digits', () => {
    expect(digitsOf('+91 98-765 43210')).toBe('919876543210');
    expect(digitsOf('abc')).toBe('');
  });
});

describe('NUL and unpaired surrogates (PostgreSQL refuses them)', () => {
  const NOT_ALLOWED = 'This text contains characters that are not allowed';
  const BAD = ['a\u0000b', '\u0000', '\uD800', 'x\uDC00y', 'abc\uDBFF', '\uDFFF\uD800'];
  const GOOD = ['Asha', '😀🇮🇳', 'नमस्ते', '\u202Eabc', "O'Brien <b>"];

  it('is one named rule', () => {
    expect(FIELD_MESSAGES.forbiddenCharacters).toBe(NOT_ALLOWED);
    expect(ruleOf(NOT_ALLOWED)).toBe('fields.forbiddenCharacters');
  });

  it('finds them, and only them (a well-formed pair is fine)', () => {
    for (const text of BAD) expect(hasForbiddenCharacters(text)).toBe(true);
    for (const text of GOOD) expect(hasForbiddenCharacters(text)).toBe(false);
  });

  it('replaces them with U+FFFD for logs and the audit trail', () => {
    expect(withoutForbiddenCharacters('a\u0000b\uD800c😀')).toBe('a\uFFFDb\uFFFDc😀');
    for (const text of BAD)
      expect(hasForbiddenCharacters(withoutForbiddenCharacters(text))).toBe(false);
  });

  it.each([
    ['emailField', emailField],
    ['newPasswordField', newPasswordField],
    ['existingPasswordField', existingPasswordField],
    ['mobileField', mobileField],
    ['optionalNameField', optionalNameField],
    ['pincodeField', pincodeField],
    ['requiredText', requiredText('Name is required')],
    ['optionalText', optionalText(100)],
  ] as const)('%s refuses them with the rule', (_name, schema) => {
    for (const text of BAD) expect(firstProblem(schema, text)).toBe(NOT_ALLOWED);
    expect(firstProblem(schema, `  ${'a'.repeat(120)}\u0000 `)).toBe(NOT_ALLOWED);
  });

  it('still accepts emoji, Devanagari and RTL marks in names', () => {
    for (const text of GOOD)
      expect(firstProblem(requiredText('Name is required'), text)).toBe(null);
  });
});
