// Layered limits on signing in and signing up (docs/decisions/0014-sign-in-limits.md). Every
// counter lives in one CounterStore: Redis when REDIS_URL is set (this instance's memory while
// Redis is down), memory otherwise. The route limits (rate-limit.ts) count in the same store.
//
// Sign-in (customers, agents), for an email E from a client address A (IPv6: its /64):
// - E across all addresses: after `freeFailures` failures each further attempt waits a growing
//   delay (1 s, 2 s, 4 s ... up to maxDelayMs); after `lockAfter` failures E is locked for lockMs.
//   An admin setting the account's password clears both (clearAccount).
// - A and E together: config.signinRateLimit failures a window (the first line of defence).
// - A across all emails: `address.max` failures a window (password spraying).
// Admin password (POST /api/admin/login), from A:
// - A: config.signinRateLimit failures a window.
// - all addresses together: `admin.max` failures a window. Past that ceiling an address that has
//   already failed in the window is refused and each clean address gets one attempt, so the real
//   admin at a clean address still signs in while a guesser's addresses are held; the ceiling
//   logs "admin password guessing" at warn level.
// Signup (customer, agent), from A: `signup.max` successful signups a window; refusals (invalid
// fields, an email already taken) give their count back. `signup.attempts` caps every attempt,
// far above typing mistakes, because each one costs a password hash.
//
// Attempts are counted before they run (so parallel requests cannot slip past a limit) and given
// back when they turn out not to count: a successful sign-in, a refusal that is not a wrong
// password, a failed signup.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-address';
import type { Config, SignInLimitsConfig } from './config';
import { openCounterStore, type CounterStore } from './counter-store';
import { AppError, appError } from './errors';
import type { RedisConnection } from './redis-connection';

export type AccountKind = 'customer' | 'agent';

/** The 401 codes that mean "wrong email or password": the only sign-in failures that count. */
const WRONG_PASSWORD = new Set(['INVALID_CREDENTIALS', 'AGENT_INVALID_CREDENTIALS']);

interface Refusal {
  ttlMs: number;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class SignInLimits {
  private readonly limits: SignInLimitsConfig;
  private readonly perAddressAndAccount: { max: number; windowMs: number };

  constructor(
    /** The counters; the route limits count in it too (rate-limit.ts). */
    readonly store: CounterStore,
    config: Pick<Config, 'signinLimits' | 'signinRateLimit'>,
    private readonly log: FastifyBaseLogger,
    /** The Redis connection behind the store (REDIS_URL set), for /readyz. */
    readonly redis: RedisConnection | undefined = undefined,
  ) {
    this.limits = config.signinLimits;
    this.perAddressAndAccount = config.signinRateLimit;
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** Forgets an account's failures, delay and lock: its password was just set anew. */
  async clearAccount(kind: AccountKind, email: string): Promise<void> {
    const e = normalizeEmail(email);
    await this.safely(() => this.store.delete(`fail:${kind}:${e}`, `hold:${kind}:${e}`), undefined);
  }

  /** Runs a customer or agent sign-in under the limits. */
  async signIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: AccountKind,
    email: string,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const e = normalizeEmail(email);
    const a = clientKey(request.ip);
    const hold = await this.safely(() => this.store.get(`hold:${kind}:${e}`), undefined);
    if (hold && hold.count > 0) throw this.refuse(reply, hold);

    const taken: string[] = [];
    const refusal = await this.take(taken, [
      [`ip-account:${kind}:${a}:${e}`, this.perAddressAndAccount],
      [`ip:signin:${a}`, this.limits.address],
    ]);
    if (refusal) throw this.refuse(reply, refusal);

    const result = await this.countingWrongSecrets(
      taken,
      attempt,
      (error) => WRONG_PASSWORD.has(error.code),
      () => this.accountFailed(request, kind, e),
    );
    await this.safely(() => this.store.delete(`fail:${kind}:${e}`), undefined);
    return result;
  }

  /** Runs an admin-password sign-in under the limits. */
  async adminLogIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const a = clientKey(request.ip);
    const taken: string[] = [];
    const refusal = await this.take(taken, [[`ip:admin:${a}`, this.perAddressAndAccount]]);
    if (refusal) throw this.refuse(reply, refusal);

    const { max, windowMs } = this.limits.admin;
    const global = await this.safely(
      () => this.store.increment('admin:global', windowMs),
      undefined,
    );
    if (global) taken.push('admin:global');
    const fromHere = await this.safely(
      () => this.store.increment(`admin:failed:${a}`, windowMs),
      undefined,
    );
    if (fromHere) taken.push(`admin:failed:${a}`);
    // Past the ceiling, only an address that has not failed in this window may try (once).
    if (global && fromHere && global.count > max && fromHere.count > 1) {
      await this.giveBack(taken);
      throw this.refuse(reply, { ttlMs: Math.min(global.ttlMs, fromHere.ttlMs) });
    }

    return this.countingWrongSecrets(
      taken,
      attempt,
      (error) => error.code === 'INVALID_ADMIN_PASSWORD',
      async () => {
        if (global && global.count >= max) {
          this.log.warn(
            { failures: global.count, windowSeconds: Math.round(windowMs / 1000), client: a },
            'admin password guessing',
          );
        }
      },
    );
  }

  /**
   * Runs a check of a named admin's second-factor code (staff sign-in, turning it on or off):
   * wrong codes count against the person from every address (`secondFactor`), so six digits
   * cannot be guessed by spreading the tries.
   */
  async secondFactor<T>(
    reply: FastifyReply,
    userId: string,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const taken: string[] = [];
    const refusal = await this.take(taken, [[`second-factor:${userId}`, this.limits.secondFactor]]);
    if (refusal) throw this.refuse(reply, refusal);
    return this.countingWrongSecrets(
      taken,
      attempt,
      (error) => error.code === 'INVALID_SECOND_FACTOR',
    );
  }

  /** Runs a customer or agent signup: only successful signups count against the address. */
  async signUp<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: AccountKind,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const a = clientKey(request.ip);
    const { max, attempts, windowMs } = this.limits.signup;
    const everyAttempt: string[] = [];
    const flood = await this.take(everyAttempt, [
      [`signup-attempts:${kind}:${a}`, { max: attempts, windowMs }],
    ]);
    if (flood) throw this.refuse(reply, flood);
    const taken: string[] = [];
    const refusal = await this.take(taken, [[`signup:${kind}:${a}`, { max, windowMs }]]);
    if (refusal) throw this.refuse(reply, refusal);
    try {
      return await attempt();
    } catch (error) {
      await this.giveBack(taken);
      throw error;
    }
  }

  // ---------------------------------------------------------------------------------------------

  /** Counts one attempt on each counter; on the first one over its limit, gives all back. */
  private async take(
    taken: string[],
    counters: [string, { max: number; windowMs: number }][],
  ): Promise<Refusal | undefined> {
    for (const [key, { max, windowMs }] of counters) {
      const counter = await this.safely(() => this.store.increment(key, windowMs), undefined);
      if (!counter) continue;
      taken.push(key);
      if (counter.count > max) {
        await this.giveBack(taken);
        return { ttlMs: counter.ttlMs };
      }
    }
    return undefined;
  }

  /**
   * Runs the attempt with the counters `taken`: a wrong password or code (`isWrong`) stays
   * counted and is handed to `onWrong`; a success or any other failure gives them back.
   */
  private async countingWrongSecrets<T>(
    taken: string[],
    attempt: () => Promise<T>,
    isWrong: (error: AppError) => boolean,
    onWrong: () => Promise<void> = async () => undefined,
  ): Promise<T> {
    try {
      const result = await attempt();
      await this.giveBack(taken);
      return result;
    } catch (error) {
      if (error instanceof AppError && isWrong(error)) await onWrong();
      else await this.giveBack(taken);
      throw error;
    }
  }

  private async giveBack(keys: string[]): Promise<void> {
    for (const key of keys.splice(0)) {
      await this.safely(() => this.store.decrement(key), undefined);
    }
  }

  private async accountFailed(request: FastifyRequest, kind: AccountKind, e: string) {
    const { freeFailures, lockAfter, windowMs, lockMs, maxDelayMs } = this.limits.account;
    const failures = await this.safely(
      () => this.store.increment(`fail:${kind}:${e}`, windowMs),
      undefined,
    );
    if (!failures || failures.count <= freeFailures) return;
    if (failures.count >= lockAfter) {
      request.log.warn({ kind, failures: failures.count }, 'account locked after failed sign-ins');
      await this.safely(() => this.store.set(`hold:${kind}:${e}`, 1, lockMs), undefined);
      return;
    }
    const delayMs = Math.min(1000 * 2 ** (failures.count - freeFailures - 1), maxDelayMs);
    await this.safely(() => this.store.set(`hold:${kind}:${e}`, 1, delayMs), undefined);
  }

  private refuse(reply: FastifyReply, refusal: Refusal): AppError {
    const seconds = Math.max(1, Math.ceil(refusal.ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    return appError('RATE_LIMITED', { seconds });
  }

  /**
   * With the store failing (memory never does; Redis falls back to memory), let people sign in
   * rather than lock everybody out (logged).
   */
  private async safely<T, F>(work: () => Promise<T>, fallback: F): Promise<T | F> {
    try {
      return await work();
    } catch (error) {
      this.log.warn({ err: error }, 'rate-limit store unavailable; not limiting');
      return fallback;
    }
  }
}

/** The limits on the store the config names: Redis when REDIS_URL is set, memory otherwise. */
export async function createSignInLimits(
  config: Pick<Config, 'signinLimits' | 'signinRateLimit' | 'redisUrl'>,
  log: FastifyBaseLogger,
): Promise<SignInLimits> {
  const { store, redis } = await openCounterStore(
    config.redisUrl,
    config.signinLimits.keyPrefix,
    log,
  );
  return new SignInLimits(store, config, log, redis);
}
