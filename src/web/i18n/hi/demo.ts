// Hindi texts of the demo screens; must have exactly the keys of ../en/demo.ts.
import type { demoEn } from '../en/demo';

export const demoHi: Record<keyof typeof demoEn, string> = {};
