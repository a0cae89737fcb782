import { describe, expect, it } from 'vitest';
import { ACCESS_DESCRIPTIONS, ACCESS_LEVELS } from './roles';

describe('access levels (SPEC §6)', () => {
  it('are public, customer, agent and admin', () => {
    expect(ACCESS_LEVELS).toEqual(['public', 'customer', 'agent', 'admin']);
  });

  it('describes every level', () => {
    expect(Object.keys(ACCESS_DESCRIPTIONS).sort()).toEqual([...ACCESS_LEVELS].sort());
  });

  it('says admin is the /superman session or a customer flagged isAdmin (DESIGN §4)', () => {
    expect(ACCESS_DESCRIPTIONS.admin).toContain('/superman');
    expect(ACCESS_DESCRIPTIONS.admin).toContain('isAdmin');
  });
});
