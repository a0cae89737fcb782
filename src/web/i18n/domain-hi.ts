// Hindi for the messages src/domain owns (form rules, the SPEC §8 error catalogue, bank status
// labels). Keyed by the domain's own English text so nothing is re-typed; unknown text (a server
// message) is shown as it came.
import { BANK_STATUS_LABELS } from '../../domain/bank-verification';
import { MESSAGES } from '../../domain/fields';
import { FRIENDLY } from '../../domain/friendly-error';

export const domainHi: Record<string, string> = {
  [MESSAGES.passwordMin]: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  [MESSAGES.passwordsDontMatch]: 'पासवर्ड मेल नहीं खाते',
  [MESSAGES.mobileRequired]: 'मोबाइल नंबर ज़रूरी है',
  [MESSAGES.validMobile]: 'सही मोबाइल नंबर ज़रूरी है',
  [MESSAGES.invalidEmail]: 'ईमेल पता सही नहीं है',
  [MESSAGES.emailRequired]: 'ईमेल ज़रूरी है',
  [MESSAGES.passwordRequired]: 'पासवर्ड ज़रूरी है',
  [MESSAGES.adminPasswordTitle]: 'पासवर्ड ज़रूरी है',
  [MESSAGES.adminPasswordRequired]: 'कृपया एडमिन पासवर्ड डालें।',
  [MESSAGES.adminPasswordMin]: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  [MESSAGES.validPincode]: 'सही पिनकोड ज़रूरी है',

  [FRIENDLY.userExists]:
    'इस ईमेल पते से पहले से एक खाता मौजूद है। कृपया कोई दूसरा ईमेल इस्तेमाल करें या साइन इन करें।',
  [FRIENDLY.invalidCredentials]: 'ईमेल या पासवर्ड गलत है। कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।',
  [FRIENDLY.userNotFound]: 'इस ईमेल पते से कोई खाता नहीं मिला। कृपया पहले साइन अप करें।',
  [FRIENDLY.validation]: 'कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।',
  [FRIENDLY.unauthorized]: 'सत्र समाप्त हो गया। कृपया फिर से लॉगिन करें।',
  [FRIENDLY.network]: 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  [FRIENDLY.duplicate]: 'यह जानकारी पहले से दर्ज है। कृपया अलग विवरण इस्तेमाल करें।',
  [FRIENDLY.noMessage]: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  [FRIENDLY.fallback]: 'काम पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',

  [BANK_STATUS_LABELS.pending]: 'बैंक लंबित',
  [BANK_STATUS_LABELS.unverified]: 'बैंक असत्यापित',
  [BANK_STATUS_LABELS.under_review]: 'बैंक जाँच में',
  [BANK_STATUS_LABELS.verified]: 'बैंक सत्यापित',
  [BANK_STATUS_LABELS.failed]: 'बैंक विफल',
};
