// The signup form's rules (SPEC §5), loaded apart from the form: see lib/lazy-resolver.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@/domain/auth-schemas';

export const signupResolver = zodResolver(signupFormSchema);
