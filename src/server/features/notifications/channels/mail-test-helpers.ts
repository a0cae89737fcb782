// A real SMTP server for tests (the `smtp-server` package) that keeps what arrives, decoded: the
// headers, the plain-text part and the HTML part. It can refuse recipients with a reply code of
// the test's choice, to show how the channel classifies refusals.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope recipients. */
  to: string[];
  /** Unfolded header values by lower-case name (the last one when repeated). */
  headers: Map<string, string>;
  /** The Subject, RFC 2047 words decoded. */
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestMailServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** A reply code (550, 451...) for every RCPT TO from now on; null accepts again. */
  refuseRecipients(code: number | null): void;
  close(): Promise<void>;
}

export async function startTestMailServer(port: number): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    // No TLS or sign-in on the loopback: the channel then sends in the clear, as smtp:// says.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error('Refused by the test'), { responseCode: refusal }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          ...parseMail(raw),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    refuseRecipients(code) {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), adjacent ones joined. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { head, body } = splitHead(raw);
  const headers = headersOf(head);
  const parts = { text: '', html: '' };
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const inner = splitHead(section.replace(/^\r\n/, ''));
        collect(headersOf(inner.head), inner.body.replace(/\r\n$/, ''));
      }
    } else if (type.toLowerCase().startsWith('text/html')) {
      parts.html = decodePart(partHeaders, partBody);
    } else if (type.toLowerCase().startsWith('text/plain')) {
      parts.text = decodePart(partHeaders, partBody);
    }
  };
  collect(headers, body);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), ...parts, raw };
}
