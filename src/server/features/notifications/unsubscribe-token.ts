// The signed token in every e-mail's unsubscribe link (issue 13): it names the person and what to
// stop, so the link works without signing in, and cannot be edited to stop someone else's e-mail.
// HMAC-SHA256 under a secret derived from the data key; no expiry (an old e-mail's link must still
// work, and all it can do is turn e-mail off). During a key rotation (decision 0017) links signed
// under the previous key still verify.
import crypto from 'node:crypto';
import { NOTIFICATION_KINDS } from '@/domain/notification-kinds';
import type { Config } from '@/server/platform/config';
import { loadDataKey } from '@/server/platform/field-encryption';
import type { DeliveryMessage } from './channels/channel';
import type { UnsubscribeScope } from './channels/email-texts';

export type { UnsubscribeScope } from './channels/email-texts';

export interface UnsubscribeTarget {
  recipient: Pick<DeliveryMessage['recipient'], 'kind' | 'id'>;
  scope: UnsubscribeScope;
}

/** The route of the unsubscribe pages (not an /api route: people open it from their mail). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const SIGNATURE_BYTES = 32;

export function unsubscribeSecret(dataKey: Buffer): Buffer {
  return crypto.createHmac('sha256', dataKey).update('unsubscribe tokens v1').digest();
}

/** The secrets a token may be signed with: the current data key's first. */
function secretsOf(config: Pick<Config, 'dataKey' | 'dataKeyPrevious' | 'dataDir'>): Buffer[] {
  const cacheKey = `${config.dataKey ?? ''}:${config.dataKeyPrevious ?? ''}:${config.dataDir}`;
  let secrets = secretCache.get(cacheKey);
  if (!secrets) {
    secrets = [unsubscribeSecret(loadDataKey(config.dataKey, config.dataDir))];
    if (config.dataKeyPrevious) {
      secrets.push(unsubscribeSecret(Buffer.from(config.dataKeyPrevious, 'hex')));
    }
    secretCache.set(cacheKey, secrets);
  }
  return secrets;
}
// The key file is read once per configuration, not once per e-mail.
const secretCache = new Map<string, Buffer[]>();

function sign(secret: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', secret).update(payload).digest();
}

/** `<payload>.<signature>`, both base64url: [recipient kind, id, scope] as JSON. */
export function signUnsubscribeToken(secret: Buffer, target: UnsubscribeTarget): string {
  const { kind, id } = target.recipient;
  // Agents' ids are numbers and customers' strings, whichever the caller holds.
  const who = kind === 'agent' ? ['a', Number(id)] : ['c', String(id)];
  const payload = Buffer.from(JSON.stringify([...who, target.scope])).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The target of a token signed with one of `secrets`, or null for anything else. */
export function verifyUnsubscribeToken(
  secrets: readonly Buffer[],
  token: unknown,
): UnsubscribeTarget | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== SIGNATURE_BYTES) return null;
  // Every secret is tried (no early exit), each comparison in constant time.
  let valid = false;
  for (const secret of secrets) {
    if (crypto.timingSafeEqual(sign(secret, payload), given)) valid = true;
  }
  if (!valid) return null;
  return parsePayload(payload);
}

function parsePayload(payload: string): UnsubscribeTarget | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [who, id, scope] = parsed as unknown[];
  const scopes: readonly unknown[] = [...NOTIFICATION_KINDS, 'all'];
  if (!scopes.includes(scope)) return null;
  const target = { scope: scope as UnsubscribeScope };
  if (who === 'c' && typeof id === 'string' && id.length > 0) {
    return { ...target, recipient: { kind: 'customer', id } };
  }
  if (who === 'a' && Number.isSafeInteger(id) && (id as number) > 0) {
    return { ...target, recipient: { kind: 'agent', id: id as number } };
  }
  return null;
}

export function unsubscribeTokenFor(
  config: Pick<Config, 'dataKey' | 'dataKeyPrevious' | 'dataDir'>,
  target: UnsubscribeTarget,
): string {
  return signUnsubscribeToken(secretsOf(config)[0]!, target);
}

export function readUnsubscribeToken(
  config: Pick<Config, 'dataKey' | 'dataKeyPrevious' | 'dataDir'>,
  token: unknown,
): UnsubscribeTarget | null {
  return verifyUnsubscribeToken(secretsOf(config), token);
}

/** The absolute link for an e-mail's footer and its List-Unsubscribe header. */
export function unsubscribeUrlFor(
  config: Pick<Config, 'dataKey' | 'dataKeyPrevious' | 'dataDir' | 'publicUrl'>,
  recipient: UnsubscribeTarget['recipient'],
  scope: UnsubscribeScope,
): string {
  const token = unsubscribeTokenFor(config, { recipient, scope });
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
}
