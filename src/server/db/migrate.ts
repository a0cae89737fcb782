// Where the committed SQL migrations live (one folder for both drivers); Database.migrate()
// applies them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** drizzle/ at the repository root, whether running from src/ (tsx) or dist/ (bundle). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const inSource = here.split(path.sep).includes('src');
  return path.resolve(here, inSource ? '../../../drizzle' : '../../drizzle');
}

// Any fixed number: instances starting together take turns instead of racing the migrations.
export const MIGRATION_LOCK_ID = 72_101_599;
