// SPEC §2 customer profile: when logged out, the page redirects to /api/login after 500 ms.
import { useEffect } from 'react';
import { TIMING } from '../../domain/constants';
import { PageSpinner } from '../components/ui/spinner';
import { useT } from '../i18n/i18n';

export function ProfileSignedOut() {
  const { t } = useT();
  useEffect(() => {
    const timer = setTimeout(
      () => window.location.assign('/api/login'),
      TIMING.loggedOutProfileRedirect,
    );
    return () => clearTimeout(timer);
  }, []);
  return <PageSpinner label={t('profile.redirecting')} />;
}
