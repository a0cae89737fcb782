// Hindi of the analytics error codes (src/contract/errors/analytics-errors.ts).
import type { ANALYTICS_ERRORS } from '@/contract/errors/analytics-errors';

export default {
  'errors.DATE_RANGE_INVALID':
    'अधिकतम {maxDays} दिनों की तारीख़ सीमा चुनें, जिसमें पहला दिन आख़िरी दिन से पहले या उसी दिन हो (YYYY-MM-DD)।',
} satisfies Record<`errors.${keyof typeof ANALYTICS_ERRORS}`, string>;
