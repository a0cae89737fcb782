// E-mail over SMTP with nodemailer (issue 13): one message per notification, plain text and a
// simple HTML body in the recipient's language, with the one-click unsubscribe of RFC 8058 so mail
// providers show their own "Unsubscribe" next to the sender.
import nodemailer from 'nodemailer';
import type { NotificationKind } from '@/domain/notification-kinds';
import { PATHS } from '@/domain/paths';
import type { Config } from '@/server/platform/config';
import { PermanentDeliveryError, type DeliveryChannel, type DeliveryMessage } from './channel';
import { escapeHtml } from '@/server/platform/html-page';
import { BRAND, EMAIL_TEXTS } from './email-texts';

type EmailConfig = NonNullable<Config['notifications']['email']>;

export interface EmailChannelDeps {
  /** The signed link that turns e-mail off for this kind without signing in. */
  unsubscribeUrl(recipient: DeliveryMessage['recipient'], kind: NotificationKind): string;
}

export interface EmailChannelOptions {
  /** Connecting, the greeting, and each command's answer; a stuck server is retried later. */
  timeoutMs?: number;
}

/**
 * The one SMTP transport maker. One connection per message: the worker sends a few at a time, and
 * a pooled connection that the server dropped while idle would fail the next message for nothing.
 */
export function mailTransport(config: EmailConfig, timeoutMs = 30_000) {
  return nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export function createEmailChannel(
  config: EmailConfig,
  deps: EmailChannelDeps,
  { timeoutMs = 30_000 }: EmailChannelOptions = {},
): DeliveryChannel {
  const transport = mailTransport(config, timeoutMs);

  return {
    name: 'email',
    async send(message) {
      const { recipient } = message;
      if (!recipient.email) throw new PermanentDeliveryError('No e-mail address');
      const unsubscribeUrl = deps.unsubscribeUrl(recipient, message.kind);
      try {
        await transport.sendMail({
          from: config.from,
          to: { name: recipient.name, address: recipient.email },
          subject: message.title,
          messageId: messageIdOf(message.deliveryId, config.from),
          text: textBody(message, unsubscribeUrl),
          html: htmlBody(message, unsubscribeUrl),
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            // RFC 3834: no vacation or out-of-office replies to a machine.
            'Auto-Submitted': 'auto-generated',
          },
        });
      } catch (error) {
        throw deliveryError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * A 5xx answer (no such mailbox, refused as spam) will be the same tomorrow; a refused or dropped
 * connection, a timeout or a 4xx ("try again later") is worth another try. A failed sign-in to the
 * server (535) is ours to fix, not the recipient's, so it is retried too. Only the code is kept:
 * the server's text often repeats the address.
 */
function deliveryError(error: unknown): Error {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  const label = `SMTP ${responseCode ?? code ?? 'error'}`;
  if (responseCode && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH') {
    return new PermanentDeliveryError(label);
  }
  return Object.assign(new Error(label), { code: code ?? `SMTP_${responseCode ?? 'ERROR'}` });
}

/**
 * One Message-ID per outbox row (RFC 5322 §3.6.4), on the sender's domain: an attempt after a
 * crash between sending and marking sent repeats it, so mail systems that drop a repeated
 * Message-ID show the person one e-mail.
 */
export function messageIdOf(deliveryId: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<notification-delivery-${deliveryId}@${domain}>`;
}

function settingsPath(message: DeliveryMessage): string {
  return message.recipient.kind === 'agent' ? PATHS.agentProfile : PATHS.profile;
}

function greeting(message: DeliveryMessage): string | null {
  const name = message.recipient.name.trim();
  if (!name) return null;
  return message.recipient.language === 'hi' ? `नमस्ते ${name},` : `Hello ${name},`;
}

function textBody(message: DeliveryMessage, unsubscribeUrl: string): string {
  const texts = EMAIL_TEXTS[message.recipient.language];
  const hello = greeting(message);
  return [
    ...(hello ? [hello, ''] : []),
    message.title,
    '',
    message.body,
    '',
    `${texts.openButton}: ${message.link}`,
    '',
    '-- ',
    texts.footer(texts.what[message.kind]),
    `${texts.unsubscribeLink}: ${unsubscribeUrl}`,
    `${texts.openSettings}: ${new URL(settingsPath(message), message.link).toString()}`,
    '',
  ].join('\n');
}

const FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Mangal', sans-serif";

/** Tables and inline styles: what every mail client, old Outlook included, lays out the same. */
function htmlBody(message: DeliveryMessage, unsubscribeUrl: string): string {
  const { language } = message.recipient;
  const texts = EMAIL_TEXTS[language];
  const hello = greeting(message);
  const paragraphs = message.body
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 16px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;color:#1f2328;font-family:${FONTS};font-size:16px;line-height:1.6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#1a7f37">${escapeHtml(BRAND)}</p>
${hello ? `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>` : ''}
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4">${escapeHtml(message.title)}</h1>
${paragraphs}
<p style="margin:24px 0 0"><a href="${escapeHtml(message.link)}" style="display:inline-block;background:#1a7f37;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(texts.openButton)}</a></p>
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#57606a">${escapeHtml(texts.footer(texts.what[message.kind]))}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#57606a">${escapeHtml(texts.unsubscribeLink)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
}
