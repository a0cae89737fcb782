import type { AgentProfile } from '../../../domain/agents';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { initialsOf } from '../../lib/format';

/** The agent's photo, or initials while there is none. */
export function AgentAvatar({
  agent,
  className,
}: {
  agent: Pick<AgentProfile, 'firstName' | 'lastName' | 'profileImageUrl'>;
  className?: string;
}) {
  const { t } = useT();
  const name = `${agent.firstName} ${agent.lastName}`;
  return agent.profileImageUrl ? (
    <img
      src={agent.profileImageUrl}
      alt={t('agents.photoAlt', { name })}
      className={cn('shrink-0 rounded-full bg-muted object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
