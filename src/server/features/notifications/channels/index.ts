// The external channels this instance is configured for: e-mail when SMTP_URL is set, SMS when
// MSG91_AUTH_KEY is set. None configured means in-app only (issue 13).
import type { Config } from '@/server/platform/config';
import type { DeliveryChannel } from './channel';
import { createEmailChannel, type EmailChannelDeps } from './email-channel';
import { createSmsChannel } from './sms-channel';

export { PermanentDeliveryError } from './channel';
export type { DeliveryChannel, DeliveryMessage } from './channel';

export type ChannelDeps = EmailChannelDeps;

export function createChannels(config: Config, deps: ChannelDeps): DeliveryChannel[] {
  const { email, sms } = config.notifications;
  const channels: DeliveryChannel[] = [];
  if (email) channels.push(createEmailChannel(email, deps));
  if (sms) channels.push(createSmsChannel(sms));
  return channels;
}
