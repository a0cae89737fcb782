// Hindi of the item error codes (src/contract/errors/item-errors.ts), with the same params.
import type { ITEM_ERRORS } from '@/contract/errors/item-errors';

export default {
  'errors.ITEM_NOT_FOUND': 'आइटम नहीं मिला',
  'errors.ITEM_ALREADY_REVIEWED': 'इस आइटम की जाँच पहले ही हो चुकी है।',
  'errors.PHOTO_UPLOAD_QUOTA':
    'सबमिट होने के इंतज़ार में आपकी अधिकतम 200 फ़ोटो रह सकती हैं। कृपया अपने आइटम सबमिट करें या बाद में फिर से कोशिश करें।',
  'errors.PHOTO_NOT_YOURS': 'इनमें से एक फ़ोटो आपने अपलोड नहीं की थी। कृपया उसे फिर से अपलोड करें।',
} satisfies Record<`errors.${keyof typeof ITEM_ERRORS}`, string>;
