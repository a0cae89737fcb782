// Admin Analytics tab (SPEC §2): total users, total items, pending review.
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSchema } from '../../../domain/admin-user';
import type { AppDeps } from '../../app-deps';
import { clothingItems, users } from '../../db/schema';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';

export function analyticsRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/analytics',
      { config: { access: 'admin' }, schema: { response: { 200: analyticsSchema } } },
      async () => {
        const count = sql<number>`count(*)::int`;
        const [[u], [all], [pending]] = await Promise.all([
          db.select({ n: count }).from(users).where(ne(users.id, CONSOLE_ADMIN_ID)),
          db.select({ n: count }).from(clothingItems),
          db.select({ n: count }).from(clothingItems).where(eq(clothingItems.status, 'pending')),
        ]);
        return { totalUsers: u?.n ?? 0, totalItems: all?.n ?? 0, pendingReview: pending?.n ?? 0 };
      },
    );
  };
}
