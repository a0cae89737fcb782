// What buildApp needs from the outside world; main.ts makes the real ones, tests their own.
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { FieldCipher } from './field-encryption';
import type { SessionStore } from './sessions';
import type { SignInLimits } from './sign-in-limits';
import type { FileStorage } from './storage';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  /** Sign-in and signup limits; clears an account's lock when an admin sets its password. */
  limits: SignInLimits;
  /** Encrypts personal data at rest (Aadhaar images, bank account numbers). */
  cipher: FieldCipher;
  /** Uploaded files: local directory or S3-compatible store. */
  storage: FileStorage;
  /** The signed-in customer of a request, or null (reads the customer session only). */
  currentCustomer(request: FastifyRequest): Promise<UserRow | null>;
}
