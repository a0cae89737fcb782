// Hindi of the platform error codes (src/contract/errors/platform-errors.ts), with the same params.
import type { PLATFORM_ERRORS } from '@/contract/errors/platform-errors';

export default {
  'errors.INVALID_INPUT': 'कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।',
  'errors.INVALID_JSON': 'अनुरोध का डेटा सही JSON नहीं है।',
  'errors.BAD_REQUEST': 'अनुरोध सही नहीं है',
  'errors.BODY_TOO_LARGE': 'अनुरोध बहुत बड़ा है।',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'यह सामग्री प्रकार समर्थित नहीं है।',
  'errors.RATE_LIMITED': 'बहुत ज़्यादा प्रयास हुए। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'errors.UNAUTHENTICATED': 'अनधिकृत',
  'errors.ADMIN_SIGN_IN_NEEDED': 'अनधिकृत: एडमिन साइन-इन ज़रूरी',
  'errors.CROSS_ORIGIN_REFUSED': 'दूसरी साइट से आए अनुरोध स्वीकार नहीं किए जाते',
  'errors.ROUTE_NOT_FOUND': 'नहीं मिला: {method} {path}',
  'errors.INTERNAL_ERROR': 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  'errors.SERVICE_UNAVAILABLE': 'डेटाबेस उपलब्ध नहीं है',
  'errors.STORAGE_UNAVAILABLE':
    'फ़ोटो और दस्तावेज़ अभी कुछ देर के लिए उपलब्ध नहीं हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'errors.NOT_MULTIPART': 'फ़ाइलें मल्टीपार्ट फ़ॉर्म डेटा के रूप में भेजी जानी चाहिए।',
  'errors.UPLOAD_INTERRUPTED': 'अपलोड बीच में रुक गया या अधूरा था। कृपया फिर से कोशिश करें।',
  'errors.TOO_MANY_FIELDS': 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड हैं।',
  'errors.TOO_MANY_FILES': 'बहुत ज़्यादा फ़ाइलें हैं।',
  'errors.TOO_MANY_PHOTOS': 'आप एक बार में अधिकतम 10 फ़ोटो अपलोड कर सकते हैं।',
  'errors.NO_PHOTOS': 'कृपया अपलोड करने के लिए कम से कम एक फ़ोटो चुनें।',
  'errors.IMAGE_TOO_LARGE': 'इमेज का साइज़ 5MB से कम होना चाहिए',
  'errors.PHOTO_NOT_IMAGE': 'कृपया एक इमेज फ़ाइल चुनें (JPEG, PNG, WebP, AVIF या HEIC)।',
  'errors.PHOTO_TOO_SMALL': 'यह फ़ाइल फ़ोटो होने के लिए बहुत छोटी है। कृपया दूसरी इमेज चुनें।',
  'errors.PHOTO_TOO_MANY_PIXELS':
    'इस इमेज का आकार बहुत बड़ा है। कृपया {megapixels} मेगापिक्सेल से छोटी फ़ोटो चुनें, जिसकी सबसे लंबी भुजा अधिकतम {side} पिक्सेल हो।',
  'errors.PHOTO_BROKEN': 'यह इमेज खराब या अधूरी है। कृपया दूसरी फ़ोटो चुनें।',
  'errors.DOCUMENT_TYPE_NOT_ACCEPTED': 'आधार कार्ड के लिए केवल JPG और PNG इमेज स्वीकार की जाती हैं।',
  'errors.DOCUMENT_NOT_FOUND': 'कोई दस्तावेज़ अपलोड नहीं हुआ',
} satisfies Record<`errors.${keyof typeof PLATFORM_ERRORS}`, string>;
