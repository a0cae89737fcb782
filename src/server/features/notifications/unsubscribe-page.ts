// GET and POST /unsubscribe?token=: the link in every e-mail's footer and List-Unsubscribe header
// (issue 13). GET asks to confirm, because mail scanners open links; POST (our button, or a mail
// provider's RFC 8058 one-click POST with `List-Unsubscribe=One-Click`) turns e-mail off. No
// sign-in: the signed token is the permission, and it can only turn e-mail off. The pages are
// self-contained HTML in the person's language with no script (the CSP allows none inline).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOTIFICATION_KINDS, type NotificationLanguage } from '@/domain/notification-kinds';
import { PATHS } from '@/domain/paths';
import type { Db } from '@/server/db/client';
import { agents, users } from '@/server/db/schema';
import type { Config } from '@/server/platform/config';
import { escapeHtml, noindexPage } from '@/server/platform/html-page';
import { BRAND, EMAIL_TEXTS, INVALID_LINK } from './channels/email-texts';
import {
  readUnsubscribeToken,
  UNSUBSCRIBE_PATH,
  type UnsubscribeScope,
  type UnsubscribeTarget,
} from './unsubscribe-token';

export { unsubscribeUrlFor } from './unsubscribe-token';

export interface UnsubscribeDeps {
  config: Config;
  db: Db;
}

export function registerUnsubscribePages(app: FastifyInstance, deps: UnsubscribeDeps): void {
  // Its own plugin, so the form body parser below applies to these two routes only.
  void app.register(async (scope) => {
    // Our button and RFC 8058 clients post a form; what it says does not matter (the token does).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    const options = { config: { access: 'public' as const } };
    scope.get(UNSUBSCRIBE_PATH, options, async (request, reply) => {
      const target = targetOf(deps, request);
      if (!target) return page(reply, 400, invalidPage());
      const language = await languageOf(deps.db, target);
      if (!language) return page(reply, 404, invalidPage());
      return page(reply, 200, confirmPage(language, target.scope, tokenOf(request)));
    });
    scope.post(UNSUBSCRIBE_PATH, options, async (request, reply) => {
      const target = targetOf(deps, request);
      if (!target) return page(reply, 400, invalidPage());
      const language = await stopEmail(deps.db, target);
      if (!language) return page(reply, 404, invalidPage());
      return page(reply, 200, donePage(language, target));
    });
  });
}

function tokenOf(request: FastifyRequest): unknown {
  return (request.query as { token?: unknown } | undefined)?.token;
}

function targetOf(deps: UnsubscribeDeps, request: FastifyRequest): UnsubscribeTarget | null {
  return readUnsubscribeToken(deps.config, tokenOf(request));
}

async function languageOf(db: Db, { recipient }: UnsubscribeTarget) {
  const [row] =
    recipient.kind === 'agent'
      ? await db
          .select({ language: agents.language })
          .from(agents)
          .where(eq(agents.id, Number(recipient.id)))
      : await db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, String(recipient.id)));
  return row?.language ?? null;
}

/**
 * E-mail off for the token's kind, or for every kind, in one statement: the other switches and
 * kinds stay as they are (the stored jsonb is `{ [kind]: { inApp?, email?, sms? } }`, absent = on).
 * Answers the person's language, or null when the account is gone.
 */
async function stopEmail(db: Db, { recipient, scope }: UnsubscribeTarget) {
  const kinds = scope === 'all' ? NOTIFICATION_KINDS : [scope];
  const stopped = (column: SQL) =>
    sql`${column} || jsonb_build_object(${sql.join(
      kinds.map(
        (kind) =>
          sql`${kind}::text, coalesce(${column} -> ${kind}::text, '{}'::jsonb) || '{"email": false}'::jsonb`,
      ),
      sql`, `,
    )})`;
  const [row] =
    recipient.kind === 'agent'
      ? await db
          .update(agents)
          .set({ notificationPreferences: stopped(sql`${agents.notificationPreferences}`) })
          .where(eq(agents.id, Number(recipient.id)))
          .returning({ language: agents.language })
      : await db
          .update(users)
          .set({ notificationPreferences: stopped(sql`${users.notificationPreferences}`) })
          .where(eq(users.id, String(recipient.id)))
          .returning({ language: users.language });
  return row?.language ?? null;
}

function page(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The token is personal: never kept by a cache or listed by a search engine.
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(html)
  );
}

function layout(language: NotificationLanguage, title: string, content: string): string {
  return noindexPage({
    language,
    title: `${title} · ${BRAND}`,
    style: `  body { font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif; margin: 0; background: #f4f5f7; color: #1f2328; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  .brand { color: #1a7f37; font-weight: bold; margin: 0 0 1rem; }
  h1 { font-size: 1.25rem; line-height: 1.4; margin: 0 0 1rem; }
  button, .button { display: inline-block; font: inherit; font-weight: bold; background: #1a7f37; color: #fff; border: 0; border-radius: 6px; padding: .75rem 1.25rem; min-height: 44px; cursor: pointer; text-decoration: none; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b6bcb; outline-offset: 2px; }
  hr { border: 0; border-top: 1px solid #d0d7de; margin: 1.5rem 0; }`,
    body: `<main>
<p class="brand">${escapeHtml(BRAND)}</p>
${content}
</main>`,
  });
}

function confirmPage(language: NotificationLanguage, scope: UnsubscribeScope, token: unknown) {
  const texts = EMAIL_TEXTS[language];
  const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`;
  return layout(
    language,
    texts.confirmTitle,
    `<h1>${escapeHtml(texts.confirmTitle)}</h1>
<p>${escapeHtml(texts.confirm(texts.what[scope]))}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(texts.confirmButton)}</button>
</form>`,
  );
}

function donePage(language: NotificationLanguage, { recipient, scope }: UnsubscribeTarget) {
  const texts = EMAIL_TEXTS[language];
  const settings = recipient.kind === 'agent' ? PATHS.agentProfile : PATHS.profile;
  return layout(
    language,
    texts.doneTitle,
    `<h1>${escapeHtml(texts.doneTitle)}</h1>
<p>${escapeHtml(texts.done(texts.what[scope]))}</p>
<p><a class="button" href="${escapeHtml(settings)}">${escapeHtml(texts.openSettings)}</a></p>`,
  );
}

/** Nobody is known from a bad token, so the page says it in both languages. */
function invalidPage(): string {
  return layout(
    'en',
    INVALID_LINK.en.title,
    `<h1>${escapeHtml(INVALID_LINK.en.title)}</h1>
<p>${escapeHtml(INVALID_LINK.en.body)}</p>
<hr>
<div lang="hi">
<h1>${escapeHtml(INVALID_LINK.hi.title)}</h1>
<p>${escapeHtml(INVALID_LINK.hi.body)}</p>
</div>`,
  );
}
