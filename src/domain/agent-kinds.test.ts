import { describe, expect, it } from 'vitest';
import {
  BALANCE_TRANSACTION_TYPES,
  PAYSLIP_STATUSES,
  balanceTransactionLabel,
  balanceTransactionWord,
  parseBalanceTransactionType,
} from './agent-kinds';

describe('balance transaction types (SPEC §3, DESIGN §8)', () => {
  it('are stored as add and subtract', () => {
    expect(BALANCE_TRANSACTION_TYPES).toEqual(['add', 'subtract']);
  });

  it.each([
    ['add', 'add'],
    ['ADD', 'add'],
    [' Add ', 'add'],
    ['subtract', 'subtract'],
    ['reduce', 'subtract'],
    ['Reduce', 'subtract'],
  ])('reads %j as %s', (input, type) => {
    expect(parseBalanceTransactionType(input)).toBe(type);
  });

  it.each(['', 'withdraw', 'plus', 'adds'])('refuses %j', (input) => {
    expect(parseBalanceTransactionType(input)).toBeNull();
  });

  it('labels add as Add and subtract as Reduce', () => {
    expect(balanceTransactionLabel('add')).toBe('Add');
    expect(balanceTransactionLabel('subtract')).toBe('Reduce');
  });

  it('names add as add and subtract (or reduce) as reduce, for the catalogue keys', () => {
    expect(balanceTransactionWord('add')).toBe('add');
    expect(balanceTransactionWord('subtract')).toBe('reduce');
    expect(balanceTransactionWord('reduce')).toBe('reduce');
  });
});

describe('payslip statuses', () => {
  it('are pending and paid', () => {
    expect([...PAYSLIP_STATUSES].sort()).toEqual(['paid', 'pending']);
  });
});
