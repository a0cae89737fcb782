// The demo item form's rules (SPEC §2, §5), loaded apart from the form: see lib/lazy-resolver.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { demoItemSchema } from '@/domain/demo-cart';

export const demoItemResolver = zodResolver(demoItemSchema);
