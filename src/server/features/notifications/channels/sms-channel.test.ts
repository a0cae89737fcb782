// The MSG91 adapter against a local HTTP server of the test's own that checks the request MSG91's
// Flow API expects (decision 0018), and answers what the test tells it to: success, refusals
// (permanent), server errors (retried), or nothing at all (the request times out).
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from './channel';
import { createSmsChannel, msg91Mobile } from './sms-channel';
import { approvalMessage } from './test-message';

// Ports 5900-5949 are this test's.
const PORT = 5910;
const CLOSED_PORT = 5911;

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let server: http.Server;
let seen: Seen[] = [];
/** What the next requests are answered: status and body, or 'hang' (never answer). */
let answer: { status: number; body: string } | 'hang' = { status: 200, body: '' };
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the assertion on it fails
      }
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{"message":"3763646c3058313234383831","type":"success"}' };
});

const config = {
  authKey: 'test-auth-key-123',
  senderId: 'HRSALE',
  baseUrl: `http://127.0.0.1:${PORT}`,
  templateIds: { 'item.approved': '64f0c0ffee0123456789abcd' } as Record<string, string>,
};

async function failure(send: Promise<void>): Promise<Error> {
  const error: unknown = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('the request MSG91 expects', () => {
  it('POST /api/v5/flow with the authkey header and the flow JSON', async () => {
    await createSmsChannel(config).send(approvalMessage('hi'));
    expect(seen).toHaveLength(1);
    const [request] = seen as [Seen];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('test-auth-key-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      template_id: '64f0c0ffee0123456789abcd',
      sender: 'HRSALE',
      short_url: '0',
      recipients: [
        {
          mobiles: '919876543210',
          offer: '₹450',
          items: '2',
          name: 'आशा',
          link: 'https://resale.example.in/profile',
        },
      ],
    });
  });

  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+91-98765-43210', '919876543210'],
    ['098765 43210', '919876543210'],
    ['919876543210', '919876543210'],
    ['0091 98765 43210', '919876543210'],
    ['6000000001', '916000000001'],
  ])('the stored phone %j is sent as %j', async (phone, mobiles) => {
    expect(msg91Mobile(phone)).toBe(mobiles);
    await createSmsChannel(config).send(approvalMessage('hi', { recipient: { phone } }));
    expect((seen[0]?.body as { recipients: { mobiles: string }[] }).recipients[0]?.mobiles).toBe(
      mobiles,
    );
  });
});

describe('given up at once: a PermanentDeliveryError, nothing sent', () => {
  it.each([
    ['no phone', null],
    ['a landline-like number', '0133 2223344'],
    ['too short', '98765 4321'],
    ['another country', '+1 415 555 0100'],
    ['a 10-digit number after +', '+9876543210'],
  ])('%s (%j)', async (_what, phone) => {
    expect(msg91Mobile(phone)).toBeNull();
    const error = await failure(
      createSmsChannel(config).send(approvalMessage('hi', { recipient: { phone } })),
    );
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect(seen).toHaveLength(0);
  });

  it('no DLT template for the type', async () => {
    const error = await failure(
      createSmsChannel({ ...config, templateIds: {} }).send(approvalMessage('hi')),
    );
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe('No DLT template for item.approved');
    expect(seen).toHaveLength(0);
  });
});

describe('what MSG91 answers', () => {
  it.each([400, 401, 404, 422])('%i: permanent', async (status) => {
    answer = { status, body: '{"type":"error","message":"Invalid mobile 919876543210"}' };
    const error = await failure(createSmsChannel(config).send(approvalMessage('hi')));
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe(`MSG91 ${status}`);
  });

  it('200 with type "error" (MSG91 answers some refusals so): permanent', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Template not found"}' };
    const error = await failure(createSmsChannel(config).send(approvalMessage('hi')));
    expect(error).toBeInstanceOf(PermanentDeliveryError);
  });

  it.each([500, 502, 503, 429, 408])('%i: retried later', async (status) => {
    answer = { status, body: 'busy' };
    const error = await failure(createSmsChannel(config).send(approvalMessage('hi')));
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe(`MSG91 ${status}`);
    expect(error.message).not.toContain('9876543210');
  });

  it('no answer within the timeout: retried later', async () => {
    answer = 'hang';
    const error = await failure(
      createSmsChannel(config, { timeoutMs: 300 }).send(approvalMessage('hi')),
    );
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe('MSG91 timeout');
    expect(seen).toHaveLength(1);
  });

  it('nobody listening: retried later', async () => {
    const error = await failure(
      createSmsChannel({ ...config, baseUrl: `http://127.0.0.1:${CLOSED_PORT}` }).send(
        approvalMessage('hi'),
      ),
    );
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe('MSG91 unreachable');
  });
});
