// The bank form's rules (SPEC §5), loaded apart from the form: see lib/lazy-resolver.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { bankDetailsSchema } from '@/domain/verification';

export const bankDetailsResolver = zodResolver(bankDetailsSchema);
