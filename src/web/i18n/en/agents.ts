// English texts of the agent screens and the admin Agents tab.
export const agentsEn = {} as const;
