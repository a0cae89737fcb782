// A form's rules loaded apart from the form (form-rules.ts) answer as zodResolver does directly,
// are fetched once, and a failed fetch reads as the network's failure and is tried again.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';
import { bankDetailsSchema, type BankDetails } from '@/domain/verification.schema';
import { NetworkError } from './api-client';
import { formRules } from './form-rules';

const OPTIONS = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<BankDetails>;
const EMPTY: BankDetails = {
  bankAccountHolderName: '',
  bankAccountNumber: '',
  bankIFSCCode: '',
  upiAddress: '',
};

describe('formRules', () => {
  it('answers exactly as zodResolver over the schema it loads, loading it once', async () => {
    let loads = 0;
    const rules = formRules(async () => {
      loads += 1;
      return bankDetailsSchema;
    });
    const answer = await rules.resolver(EMPTY, undefined, OPTIONS);
    expect(answer).toEqual(await zodResolver(bankDetailsSchema)(EMPTY, undefined, OPTIONS));
    expect(answer.errors.bankAccountHolderName?.message).toBe(
      VERIFICATION_MESSAGES.fillAllBankDetails,
    );
    await rules.resolver(EMPTY, undefined, OPTIONS);
    expect(loads).toBe(1);
  });

  it('tries the load again at the next check after a failed one', async () => {
    let loads = 0;
    const rules = formRules(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return bankDetailsSchema;
    });
    // A failed fetch reads as the network's failure, so the forms' error texts say so.
    const failure: unknown = await Promise.resolve(rules.resolver(EMPTY, undefined, OPTIONS)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).cause).toEqual(new Error('offline'));
    const second = await rules.resolver(EMPTY, undefined, OPTIONS);
    expect(Object.keys(second.errors)).toContain('bankAccountNumber');
    expect(loads).toBe(2);
  });
});
