// The one way both Razorpay clients (razorpay.ts: payments, razorpayx.ts: payouts) call its REST
// API: basic auth with the key id and secret, JSON both ways, a time limit, and the gateway's
// answers sorted into an outage (try again later) or a refusal (a bug or a wrong key).
import type { RazorpayConfig } from '@/server/platform/config';
import { GatewayRejectedError, GatewayUnavailableError } from './provider';

export type RazorpayRequest = <T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<T>;

export function razorpayRequest(
  config: Pick<RazorpayConfig, 'keyId' | 'keySecret' | 'apiUrl'>,
  timeoutMs: number,
): RazorpayRequest {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  return async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`Razorpay ${method} ${path}: ${String(error)}`, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    // 409: the same idempotent request is still being processed: try again later.
    if (response.status >= 500 || response.status === 409) {
      throw new GatewayUnavailableError(`Razorpay ${method} ${path}: ${response.status}`);
    }
    if (!response.ok) {
      throw new GatewayRejectedError(
        response.status,
        `Razorpay ${method} ${path}: ${response.status} ${text.slice(0, 300)}`,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new GatewayUnavailableError(`Razorpay ${method} ${path}: not JSON`, { cause: error });
    }
  };
}
