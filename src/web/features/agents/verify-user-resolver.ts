// The Verify User card's rules (SPEC §5), loaded apart from the card: see lib/lazy-resolver.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyUserSchema } from '@/domain/agents';

export const verifyUserResolver = zodResolver(verifyUserSchema);
