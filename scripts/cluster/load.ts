// Steady load through the balancer: each loop is a signed-in seller reading their account and
// items, and every few rounds uploading a photo and submitting an item. Every answer that is not
// the success the endpoint promises counts as a failed request (a balancer that does not retry
// passes failures on to the person).
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import type { EndpointSpec } from '@/contract/endpoint';
import type { CallRequest } from '@/server/test-support/http';
import { TEST_PASSWORD, VALID_ITEM } from '@/server/test-support/factories';
import { jpeg } from '@/server/test-support/images';
import { uniqueEmail } from '@/test-support/unique';
import { send, sendOk, type HttpReply } from './client';

export interface LoadFigures {
  requests: number;
  writes: number;
  failed: { at: number; what: string }[];
  /** Requests answered by each backend (the proxy's x-cluster-backend header). */
  byBackend: Record<string, number>;
}

export interface RunningLoad {
  figures: LoadFigures;
  /** Stops the loops after their current request and waits for them. */
  stop(): Promise<LoadFigures>;
}

export async function startLoad(
  proxyUrl: string,
  loops: number,
  writeEvery: number,
): Promise<RunningLoad> {
  const figures: LoadFigures = { requests: 0, writes: 0, failed: [], byBackend: {} };

  // Sellers are made before the clock starts: their sign-ups are not part of the measured load.
  const sellers = await Promise.all(
    Array.from({ length: loops }, async () => {
      const email = uniqueEmail('load');
      const body = { firstName: 'Load', lastName: 'Seller', email, mobileNumber: '9876543210' };
      await sendOk(proxyUrl, authEndpoints.signUp, { body: { ...body, password: TEST_PASSWORD } });
      const reply = await sendOk(proxyUrl, authEndpoints.signIn, {
        body: { email, password: TEST_PASSWORD },
      });
      return reply.cookie('sid')!;
    }),
  );
  const photo = await jpeg(21);

  const timed = async (
    endpoint: EndpointSpec,
    request: CallRequest,
    expected: number,
  ): Promise<HttpReply | undefined> => {
    figures.requests += 1;
    try {
      const reply = await send(proxyUrl, endpoint, request);
      const backend = reply.headers.get('x-cluster-backend') ?? 'none';
      figures.byBackend[backend] = (figures.byBackend[backend] ?? 0) + 1;
      if (reply.status !== expected) {
        figures.failed.push({
          at: Date.now(),
          what: `${endpoint.method} ${endpoint.path} via ${backend}: ${reply.status} ${reply.text().slice(0, 120)}`,
        });
        return undefined;
      }
      return reply;
    } catch (error) {
      figures.failed.push({
        at: Date.now(),
        what: `${endpoint.method} ${endpoint.path}: ${String(error)}`,
      });
      return undefined;
    }
  };

  return keepRunning(figures, sellers.length, async (seller, round) => {
    const cookie = sellers[seller]!;
    await timed(authEndpoints.currentUser, { cookie }, 200);
    await timed(itemEndpoints.listMyItems, { cookie }, 200);
    if (round % writeEvery === 0) {
      figures.writes += 1;
      const upload = await timed(
        itemEndpoints.uploadPhotos,
        { cookie, form: { files: [{ field: 'photos', bytes: photo }] } },
        200,
      );
      const photoUrls = upload?.json<{ photoUrls: string[] }>().photoUrls;
      if (photoUrls) {
        await timed(
          itemEndpoints.submitItem,
          { cookie, body: { ...VALID_ITEM, photos: photoUrls } },
          201,
        );
      }
    }
  });
}

/**
 * Runs `round` in `loops` loops side by side until stop(), which waits for the rounds in hand and
 * answers the figures they kept.
 */
export function keepRunning<F>(
  figures: F,
  loops: number,
  round: (loop: number, round: number) => Promise<void>,
): { figures: F; stop(): Promise<F> } {
  let running = true;
  const done = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let n = 1; running; n += 1) await round(loop, n);
    }),
  );
  return {
    figures,
    stop: async () => {
      running = false;
      await done;
      return figures;
    },
  };
}
