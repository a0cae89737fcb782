// The frame of every agent page. Agent pages live outside the customer app (SPEC §2 'always
// available'), so they bring their own header and footer: signed out, the brand and the language
// toggle; signed in, the agent's name and code, what the app adds to the header (the notification
// bell, issue 13: app/pages/agent-*-page.tsx), a Profile link and Logout (SPEC §2).
import { LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type RouteComponentProps } from 'wouter';
import { PATHS } from '@/domain/paths';
import { COPYRIGHT_YEAR } from '@/domain/constants';
import type { AgentProfile } from '@/domain/agents.schema';
import { Avatar } from '@/web/components/profile-photo/avatar';
import { Button } from '@/web/components/ui/button';
import { ButtonLink } from '@/web/components/ui/button-link';
import { useT } from '@/web/i18n/i18n';
import { AGENT_LOGOUT_URL, useForgetAgent } from './api';
import { LanguageSwitch } from '@/web/components/language-switch';
import { MAIN_ID, SkipLink } from '@/web/components/ui/skip-link';

const headerClass =
  'sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80';

interface AgentShellProps {
  agent?: AgentProfile;
  /**
   * Where the English/Hindi toggle sits: one per screen. Signed out it is in the header; signed
   * in the header has no room, so it is in the footer; 'none' when the page shows its own (the
   * onboarding carousel).
   */
  languageToggle?: 'header' | 'footer' | 'none';
  /** Signed in: controls of other features before the Profile link (the notification bell). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/**
 * What the app passes an agent page to show besides the agent's own (app/pages/agent-*); a page
 * routed directly gets the route's props instead, and shows none.
 */
export interface AgentPageSlots extends Partial<RouteComponentProps> {
  headerActions?: ReactNode;
}

export function AgentShell({ agent, languageToggle, headerActions, children }: AgentShellProps) {
  const toggle = languageToggle ?? (agent ? 'footer' : 'header');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {agent ? (
        <SignedInHeader agent={agent} actions={headerActions} />
      ) : (
        <PublicHeader withToggle={toggle === 'header'} />
      )}
      <main id={MAIN_ID} className="flex-1">
        {children}
      </main>
      <AgentFooter withToggle={toggle === 'footer'} />
    </div>
  );
}

function Brand() {
  const { t } = useT();
  return (
    <Link
      href={PATHS.agent}
      className="flex min-w-0 flex-col rounded-md leading-tight focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="truncate text-[15px] font-bold tracking-tight sm:text-lg">
        {t('brand.name')}
      </span>
      <span className="truncate text-xs font-medium text-primary">{t('agents.programme')}</span>
    </Link>
  );
}

function PublicHeader({ withToggle }: { withToggle: boolean }) {
  return (
    <header className={headerClass}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Brand />
        {withToggle ? <LanguageSwitch compact /> : null}
      </div>
    </header>
  );
}

function SignedInHeader({ agent, actions }: { agent: AgentProfile; actions: ReactNode }) {
  const { t } = useT();
  const forgetAgent = useForgetAgent();
  const name = `${agent.firstName} ${agent.lastName}`;
  return (
    <header className={headerClass}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar
            imageUrl={agent.profileImageUrl}
            name={name}
            alt={t('profilePhoto.alt', { name })}
            className="size-9 text-sm"
          />
          <div className="grid min-w-0 leading-tight">
            <span className="truncate text-sm font-semibold sm:text-base">{name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {t('agents.header.code', { code: agent.agentCode })}
            </span>
          </div>
        </div>
        <nav aria-label={t('agents.header.nav')} className="flex shrink-0 items-center gap-1">
          {actions}
          <ButtonLink
            href={PATHS.agentProfile}
            variant="ghost"
            size="sm"
            className="px-2.5 sm:px-3"
          >
            <UserRound aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('agents.header.profile')}</span>
          </ButtonLink>
          <Button asChild variant="outline" size="sm" className="px-2.5 sm:px-3">
            <a href={AGENT_LOGOUT_URL} onClick={forgetAgent}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('agents.header.logout')}</span>
            </a>
          </Button>
        </nav>
      </div>
    </header>
  );
}

function AgentFooter({ withToggle }: { withToggle: boolean }) {
  const { t } = useT();
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5">
        <p className="text-xs text-muted-foreground">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            href={PATHS.home}
            className="rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('agents.footer.mainSite')}
          </Link>
          {withToggle ? <LanguageSwitch compact /> : null}
        </div>
      </div>
    </footer>
  );
}
