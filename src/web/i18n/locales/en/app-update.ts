// English texts of the new-version notice (src/web/components/app-update-prompt.tsx), shown when
// the service worker has a newer build of the app ready (docs/decisions/0015).
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'appUpdate.ready': 'A new version is ready',
  'appUpdate.reload': 'Reload',
} satisfies Catalog;
