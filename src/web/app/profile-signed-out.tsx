// SPEC §2 customer profile: when logged out, the page redirects to /api/login after 500 ms.
import { useEffect } from 'react';
import { TIMING } from '@/domain/constants';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';
import { rememberReturnTo } from '@/web/lib/return-to';
import { PATHS } from '@/domain/paths';

export function ProfileSignedOut() {
  const { t } = useT();
  useEffect(() => {
    const timer = setTimeout(() => {
      rememberReturnTo();
      window.location.assign(PATHS.apiLogin);
    }, TIMING.loggedOutProfileRedirect);
    return () => clearTimeout(timer);
  }, []);
  return <PageSpinner label={t('profile.redirecting')} />;
}
