// The way to /submit from the dashboard and the profile: 'Submit New Item' or, with nothing
// submitted yet, 'Submit Your First Item'.
import { Plus } from 'lucide-react';
import { PATHS } from '@/domain/paths';
import { type ButtonProps } from '@/web/components/ui/button';
import { ButtonLink } from '@/web/components/ui/button-link';
import { useT } from '@/web/i18n/i18n';

interface SubmitItemLinkProps extends Pick<ButtonProps, 'size' | 'className'> {
  first?: boolean;
}

export function SubmitItemLink({ first = false, size, className }: SubmitItemLinkProps) {
  const { t } = useT();
  return (
    <ButtonLink href={PATHS.submit} size={size} className={className}>
      <Plus aria-hidden="true" />
      {first ? t('sellerDashboard.submitFirst') : t('sellerDashboard.submitNew')}
    </ButtonLink>
  );
}
