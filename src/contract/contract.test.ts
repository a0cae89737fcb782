// The contracts and the error catalogue hold together: one declaration per route, codes
// named once, each code's SPEC §8 row as the SPEC's matching rule reads its text.
import { describe, expect, it } from 'vitest';
import { friendlyRowOf } from '@/domain/friendly-error';
import { RULE_GROUPS } from '@/domain/rule-messages';
import { allEndpoints } from '.';
import type { ErrorDef } from './define-error';
import { ERRORS, errorMessage, isErrorCode, type ErrorCode } from './error-codes';
import { ACCOUNT_ERRORS } from './errors/account-errors';
import { ANALYTICS_ERRORS } from './errors/analytics-errors';
import { AGENT_ERRORS } from './errors/agent-errors';
import { ITEM_ERRORS } from './errors/item-errors';
import { NOTIFICATION_ERRORS } from './errors/notification-errors';
import { PLATFORM_ERRORS } from './errors/platform-errors';
import { PRIVACY_ERRORS } from './errors/privacy-errors';
import { SHIPMENT_ERRORS } from './errors/shipment-errors';
import { STAFF_ERRORS } from './errors/staff-errors';
import { VERIFICATION_ERRORS } from './errors/verification-errors';
import { pathOf } from './endpoint';

const PARTS = [
  PLATFORM_ERRORS,
  ACCOUNT_ERRORS,
  ITEM_ERRORS,
  VERIFICATION_ERRORS,
  SHIPMENT_ERRORS,
  AGENT_ERRORS,
  NOTIFICATION_ERRORS,
  PRIVACY_ERRORS,
  ANALYTICS_ERRORS,
  STAFF_ERRORS,
];

function sampleParams(def: ErrorDef): Record<string, string> {
  return Object.fromEntries(
    def.params.map((name) => [name, name === 'pending' ? 'identity,bank' : `{${name}}`]),
  );
}

describe('the error catalogue', () => {
  it('names every code once across its parts', () => {
    const names = PARTS.flatMap((part) => Object.keys(part));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ERRORS)).toHaveLength(names.length);
  });

  it('gives every code a 4xx/5xx status and an English text', () => {
    for (const [code, def] of Object.entries(ERRORS) as [ErrorCode, ErrorDef][]) {
      expect(def.status, code).toBeGreaterThanOrEqual(400);
      expect(errorMessage(code, sampleParams(def) as never).trim(), code).not.toBe('');
    }
  });

  it('names the SPEC §8 row of each code exactly as the SPEC matching rule reads its text', () => {
    const wrong = (Object.entries(ERRORS) as [ErrorCode, ErrorDef][])
      // A validation error's text is the broken rule's own; its row is found from the rule.
      .filter(([code]) => code !== 'INVALID_INPUT')
      .filter(
        ([code, def]) =>
          (def.friendly ?? null) !== friendlyRowOf(errorMessage(code, sampleParams(def) as never)),
      )
      .map(([code, def]) => `${code}: ${def.friendly ?? 'none'}`);
    expect(wrong).toEqual([]);
  });

  it("keeps the SPEC §8 rule working on the raw '{status}: {body}': code and params add no catalogue word", () => {
    // A client that matches the SPEC §8 table against the whole answer must read what it read
    // when the body was only { message }.
    const raw = (status: number, body: object) => `${status}: ${JSON.stringify(body)}`;
    const changed: string[] = [];
    for (const [code, def] of Object.entries(ERRORS) as [ErrorCode, ErrorDef][]) {
      const params = sampleParams(def);
      const message = errorMessage(code, params as never);
      if (
        friendlyRowOf(raw(def.status, { code, message, params })) !==
        friendlyRowOf(raw(def.status, { message }))
      ) {
        changed.push(code);
      }
    }
    for (const [group, messages] of Object.entries(RULE_GROUPS)) {
      for (const [name, message] of Object.entries(messages as Record<string, string>)) {
        const params = { field: 'anyField', rule: `${group}.${name}` };
        const body = { code: 'INVALID_INPUT', message, params };
        if (friendlyRowOf(raw(400, body)) !== friendlyRowOf(raw(400, { message })))
          changed.push(params.rule);
      }
    }
    expect(changed).toEqual([]);
  });

  it('fills params into the text', () => {
    expect(errorMessage('VERIFICATION_REQUIRED', { pending: 'identity,bank' })).toBe(
      'Verification Required: Aadhar card verification pending; Bank details and payment verification pending',
    );
    expect(errorMessage('VERIFICATION_REQUIRED', { pending: 'bank' })).toBe(
      'Verification Required: Bank details and payment verification pending',
    );
    expect(isErrorCode('NOPE')).toBe(false);
  });
});

describe('the endpoint contracts', () => {
  const endpoints = allEndpoints();

  it('declare each method and path once, all under /api/', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of endpoints) expect(endpoint.path).toMatch(/^\/api\//);
  });

  it('list only codes of the catalogue, and a path parameter schema for every :param', () => {
    for (const endpoint of endpoints) {
      for (const code of endpoint.errors)
        expect(isErrorCode(code), `${endpoint.path} ${code}`).toBe(true);
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = Object.keys(endpoint.params?.shape ?? {});
      expect(declared.sort(), endpoint.path).toEqual([...names].sort());
    }
  });

  it('fill path parameters, escaped', () => {
    expect(pathOf('/api/admin/users/:id/password', { id: 'A B/C' })).toBe(
      '/api/admin/users/A%20B%2FC/password',
    );
    expect(() => pathOf('/api/admin/users/:id/password', {})).toThrow(/Missing path parameter id/);
  });
});
