// SMS through MSG91's Flow API (decision 0018): Indian operators deliver only messages that match
// a DLT-registered template, so each notification type names its template
// (MSG91_TEMPLATE_IDS) and sends its params as the template's variables.
import { digitsOf } from '@/domain/fields.schema';
import type { Config } from '@/server/platform/config';
import { PermanentDeliveryError, type DeliveryChannel, type DeliveryMessage } from './channel';

type SmsConfig = NonNullable<Config['notifications']['sms']>;

export interface SmsChannelOptions {
  /** The whole request, answer included; a provider that hangs is retried later. */
  timeoutMs?: number;
}

export function createSmsChannel(
  config: SmsConfig,
  { timeoutMs = 10_000 }: SmsChannelOptions = {},
): DeliveryChannel {
  const url = `${config.baseUrl}/api/v5/flow`;
  return {
    name: 'sms',
    async send(message) {
      const templateId = config.templateIds[message.type];
      if (!templateId) throw new PermanentDeliveryError(`No DLT template for ${message.type}`);
      const mobiles = msg91Mobile(message.recipient.phone);
      if (!mobiles) throw new PermanentDeliveryError('No Indian mobile number');
      const body = {
        template_id: templateId,
        sender: config.senderId,
        // MSG91's own short links would need their domain whitelisted with the template too.
        short_url: '0',
        recipients: [{ mobiles, ...templateVariables(message) }],
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw Object.assign(new Error(timedOut ? 'MSG91 timeout' : 'MSG91 unreachable'), {
          code: timedOut ? 'MSG91_TIMEOUT' : 'MSG91_NETWORK',
        });
      }
      // Read to the end either way, so the connection goes back to the pool. The text is not
      // kept: it can repeat the number.
      const answer = await readAnswer(response);
      if (response.ok) {
        // MSG91 answers some refusals (an unknown template, a blocked sender) 200 with type error.
        if (answer?.type === 'error') throw new PermanentDeliveryError('MSG91 refused');
        return;
      }
      const status = response.status;
      // 408 and 429 are "not now", like the 5xx; any other 4xx will be refused again.
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
        throw new PermanentDeliveryError(`MSG91 ${status}`);
      }
      throw Object.assign(new Error(`MSG91 ${status}`), { code: `MSG91_${status}` });
    },
  };
}

/**
 * The template's variables: the notification's params by name, plus `name` and `link`. A DLT
 * template is registered with exactly these names (##name##, ##offer## ...): decision 0018.
 */
function templateVariables(message: DeliveryMessage): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(message.params)) variables[key] = String(value);
  variables.name = message.recipient.name;
  variables.link = message.link;
  return variables;
}

async function readAnswer(response: Response): Promise<{ type?: unknown } | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A stored phone (free text: '+91 98765 43210', '098765-43210', '9876543210') as MSG91 wants
 * it: 91 and the 10 digits of an Indian mobile (which start with 6-9). Anything else is null:
 * landlines and foreign numbers cannot receive our DLT-registered SMS.
 */
export function msg91Mobile(phone: string | null): string | null {
  if (!phone) return null;
  const digits = digitsOf(phone);
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith('91')
          ? digits.slice(2)
          : digits.length === 14 && digits.startsWith('0091')
            ? digits.slice(4)
            : null;
  if (!national || !/^[6-9]\d{9}$/.test(national)) return null;
  // '+' then a 10-digit number is another country's code, not an Indian mobile.
  if (phone.trim().startsWith('+') && digits.length === 10) return null;
  return `91${national}`;
}
