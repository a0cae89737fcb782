// Hindi of the named-staff error codes (src/contract/errors/staff-errors.ts).
import type { STAFF_ERRORS } from '@/contract/errors/staff-errors';

export default {
  'errors.ADMIN_PASSWORD_LOGIN_OFF': 'साझा एडमिन पासवर्ड बंद है। कृपया स्टाफ़ साइन-इन का उपयोग करें।',
  'errors.NOT_STAFF': 'इस खाते को कंसोल की अनुमति नहीं है।',
  'errors.SECOND_FACTOR_NEEDED': 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड या कोई रिकवरी कोड डालें।',
  'errors.INVALID_SECOND_FACTOR': 'कोड गलत है या पहले ही इस्तेमाल हो चुका है।',
  'errors.SECOND_FACTOR_ENROLMENT_NEEDED': 'कंसोल का उपयोग करने से पहले दो-चरण साइन-इन चालू करें।',
  'errors.SECOND_FACTOR_ALREADY_ON': 'इस खाते के लिए दो-चरण साइन-इन पहले से चालू है।',
  'errors.SECOND_FACTOR_NOT_STARTED': 'इस खाते के लिए दो-चरण साइन-इन सेट नहीं है।',
  'errors.SECOND_FACTOR_NAMED_ONLY':
    'दो-चरण साइन-इन केवल नामित एडमिन सेट कर सकता है, साझा कंसोल लॉगिन नहीं।',
  'errors.ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR':
    'यह एडमिन दो-चरण साइन-इन का उपयोग करता है: उनका खाता केवल वही एडमिन बदल सकता है जिसने अपने कोड से साइन इन किया हो।',
  'errors.ADMIN_GRANT_NEEDS_SECOND_FACTOR':
    'यहाँ एडमिन दो-चरण साइन-इन का उपयोग करते हैं: किसी को एडमिन केवल वही एडमिन बना सकता है जिसने अपने कोड से साइन इन किया हो।',
} satisfies Record<`errors.${keyof typeof STAFF_ERRORS}`, string>;
