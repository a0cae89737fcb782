// The local demo landing page (SPEC §2 second variant, §4, §9; DESIGN §8 puts it at /demo).
// Nothing here leaves the browser: items, offers and the order summary are computed locally.
import { z } from 'zod';
import { requiredText } from './fields.schema';
import { DEMO_CATEGORIES } from './demo-order';
import { ITEM_CONDITIONS } from './item-catalog';
import { DEMO_MESSAGES, ITEM_MESSAGES, maxLengthMessage } from './rule-messages';

/** Item name, brand, category and condition are required; description is optional (SPEC §2). */
export const demoItemSchema = z.object({
  name: requiredText(DEMO_MESSAGES.nameRequired, 100),
  brand: requiredText(DEMO_MESSAGES.brandRequired, 100),
  category: z.enum(DEMO_CATEGORIES, { error: ITEM_MESSAGES.categoryRequired }),
  condition: z.enum(ITEM_CONDITIONS, { error: ITEM_MESSAGES.conditionRequired }),
  description: z
    .string()
    .trim()
    .max(2000, maxLengthMessage(2000))
    .optional()
    .transform((value) => value ?? ''),
});
export type DemoItemInput = z.input<typeof demoItemSchema>;
export type DemoItemDetails = z.output<typeof demoItemSchema>;
