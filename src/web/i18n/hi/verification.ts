// Hindi texts of the verification screens; must have exactly the keys of ../en/verification.ts.
import type { verificationEn } from '../en/verification';

export const verificationHi: Record<keyof typeof verificationEn, string> = {};
