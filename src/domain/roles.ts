// Who may call what (SPEC §6). Every API route declares one of these; the server refuses to start
// a route that does not.

export const ACCESS_LEVELS = ['public', 'customer', 'agent', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * admin: the /superman password session, a named admin's staff sign-in, or a signed-in customer
 * with isAdmin who has no second factor (DESIGN §4, decision 0026).
 * customer and agent sessions never stand in for each other.
 */
export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  public: 'anyone, signed in or not',
  customer: 'a signed-in customer',
  agent: 'a signed-in, active agent',
  admin:
    'an admin session (the /superman password or a named admin’s staff sign-in), or a customer ' +
    'flagged isAdmin without two-step sign-in',
};
