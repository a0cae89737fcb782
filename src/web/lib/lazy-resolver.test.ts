import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';
import { bankDetailsSchema, type BankDetails } from '@/domain/verification';
import { NetworkError } from './api-client';
import { lazyResolver } from './lazy-resolver';

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

describe('lazyResolver', () => {
  it('answers exactly as the resolver it loads, loading it once', async () => {
    let loads = 0;
    const direct = zodResolver(bankDetailsSchema);
    const rules = lazyResolver(async () => {
      loads += 1;
      return direct;
    });
    const lazy = await rules.resolver(EMPTY, undefined, OPTIONS);
    expect(lazy).toEqual(await direct(EMPTY, undefined, OPTIONS));
    expect(lazy.errors.bankAccountHolderName?.message).toBe(
      VERIFICATION_MESSAGES.fillAllBankDetails,
    );
    await rules.resolver(EMPTY, undefined, OPTIONS);
    expect(loads).toBe(1);
  });

  it('tries the load again at the next check after a failed one', async () => {
    let loads = 0;
    const rules = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return zodResolver(bankDetailsSchema);
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
