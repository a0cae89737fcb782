// The unsubscribe token (issue 13): what it carries survives the trip, and nothing else verifies:
// an edited payload, another key's signature, a malformed token. Links signed before a data key
// rotation (decision 0017) keep working while the previous key is configured.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readUnsubscribeToken,
  signUnsubscribeToken,
  unsubscribeSecret,
  unsubscribeUrlFor,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

const KEY = crypto.randomBytes(32);
const OTHER_KEY = crypto.randomBytes(32);
const secret = unsubscribeSecret(KEY);

const keyConfig = (key: Buffer, previous?: Buffer) => ({
  dataKey: key.toString('hex'),
  dataKeyPrevious: previous?.toString('hex'),
  dataDir: path.join(os.tmpdir(), 'resale-unsubscribe-unused'),
  publicUrl: 'https://resale.example.in',
});

describe('unsubscribe tokens', () => {
  it.each([
    [{ kind: 'customer' as const, id: 'K7Q2MX' }, 'items' as const],
    [{ kind: 'customer' as const, id: 'K7Q2MX' }, 'all' as const],
    [{ kind: 'agent' as const, id: 42 }, 'money' as const],
  ])('carry %j and %j', (recipient, scope) => {
    const token = signUnsubscribeToken(secret, { recipient, scope });
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(verifyUnsubscribeToken([secret], token)).toEqual({ recipient, scope });
  });

  it('an agent id given as text is signed as the number it is', () => {
    const token = signUnsubscribeToken(secret, {
      recipient: { kind: 'agent', id: '42' },
      scope: 'account',
    });
    expect(verifyUnsubscribeToken([secret], token)).toEqual({
      recipient: { kind: 'agent', id: 42 },
      scope: 'account',
    });
  });

  it('refuses edited, foreign and malformed tokens', () => {
    const token = signUnsubscribeToken(secret, {
      recipient: { kind: 'customer', id: 'K7Q2MX' },
      scope: 'items',
    });
    const [, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(JSON.stringify(['c', 'OTHER1', 'items'])).toString('base64url');
    const foreign = signUnsubscribeToken(unsubscribeSecret(OTHER_KEY), {
      recipient: { kind: 'customer', id: 'K7Q2MX' },
      scope: 'items',
    });
    // Well signed, but not a target: an unknown kind, a recipient kind we do not have.
    const unknownScope = signUnsubscribeToken(secret, {
      recipient: { kind: 'customer', id: 'K7Q2MX' },
      scope: 'spam' as 'items',
    });
    const badAgent = `${Buffer.from(JSON.stringify(['a', 'x', 'items'])).toString('base64url')}`;
    const badAgentToken = `${badAgent}.${crypto.createHmac('sha256', secret).update(badAgent).digest('base64url')}`;
    for (const bad of [
      `${edited}.${signature}`,
      foreign,
      unknownScope,
      badAgentToken,
      `${token}.extra`,
      token.slice(0, -1),
      token.split('.')[0],
      '',
      'x'.repeat(600),
      undefined,
      ['array'],
    ]) {
      expect(verifyUnsubscribeToken([secret], bad)).toBeNull();
    }
  });

  it('the secret comes from the data key; the previous key still verifies during a rotation', () => {
    const old = unsubscribeUrlFor(keyConfig(OTHER_KEY), { kind: 'agent', id: 7 }, 'all');
    const token = new URL(old).searchParams.get('token');
    expect(old.startsWith('https://resale.example.in/unsubscribe?token=')).toBe(true);
    expect(readUnsubscribeToken(keyConfig(OTHER_KEY), token)).not.toBeNull();
    // Rotated to KEY: old links verify while OTHER_KEY is DATA_KEY_PREVIOUS, not after.
    expect(readUnsubscribeToken(keyConfig(KEY, OTHER_KEY), token)).toEqual({
      recipient: { kind: 'agent', id: 7 },
      scope: 'all',
    });
    expect(readUnsubscribeToken(keyConfig(KEY), token)).toBeNull();
  });

  it('without DATA_KEY, the key file in DATA_DIR is the one used', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-unsubscribe-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'data.key'), `${KEY.toString('hex')}\n`);
      const config = { ...keyConfig(KEY), dataKey: undefined, dataDir };
      const url = unsubscribeUrlFor(config, { kind: 'customer', id: 'K7Q2MX' }, 'items');
      const token = new URL(url).searchParams.get('token');
      expect(verifyUnsubscribeToken([secret], token)).not.toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
