// The agent sign-in form's rules (SPEC §5), loaded apart from the form: see lib/lazy-resolver.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { agentSigninSchema } from '@/domain/agents';

export const agentSigninResolver = zodResolver(agentSigninSchema);
