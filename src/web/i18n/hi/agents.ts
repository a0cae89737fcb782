// Hindi texts of the agent screens; must have exactly the keys of ../en/agents.ts.
import type { agentsEn } from '../en/agents';

export const agentsHi: Record<keyof typeof agentsEn, string> = {};
