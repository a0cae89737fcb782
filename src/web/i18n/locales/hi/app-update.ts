// Hindi texts of the new-version notice; must have exactly the keys of ../en/app-update.ts.
import type en from '@/web/i18n/locales/en/app-update';
import type { CatalogOf } from '@/web/i18n/locales/catalog';

export default {
  'appUpdate.ready': 'नया संस्करण तैयार है',
  'appUpdate.reload': 'फिर से लोड करें',
} satisfies CatalogOf<typeof en>;
