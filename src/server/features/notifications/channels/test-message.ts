// The notice the channels' tests send: an item approval for one seller, Asha, in English or Hindi,
// as the outbox hands it to a channel. A test changes only what it is about.
import type { DeliveryMessage } from './channel';

export const TEST_PUBLIC_URL = 'https://resale.example.in';

type Recipient = DeliveryMessage['recipient'];
type Changes = Partial<Omit<DeliveryMessage, 'recipient'>> & { recipient?: Partial<Recipient> };

const TEXTS = {
  en: {
    name: 'Asha Verma',
    title: 'Your item was approved',
    body: 'We offer ₹450 for your Kurta.',
  },
  hi: { name: 'आशा', title: 'आपका सामान स्वीकृत हो गया', body: 'ऑफ़र ₹450' },
} as const;

export function approvalMessage(
  language: Recipient['language'],
  { recipient, ...changes }: Changes = {},
): DeliveryMessage {
  const { name, title, body } = TEXTS[language];
  return {
    deliveryId: 41,
    type: 'item.approved',
    kind: 'items',
    recipient: {
      kind: 'customer',
      id: 'ABC123',
      name,
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      language,
      ...recipient,
    },
    title,
    body,
    link: `${TEST_PUBLIC_URL}/profile`,
    params: { offer: '₹450', items: 2 },
    ...changes,
  };
}
