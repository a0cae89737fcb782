// Signed-in header (SPEC §2): brand, Dashboard and Submit Item, the notification bell (issue 13),
// the wallet, a profile link with the header name and user id, and Sign Out (a full navigation to
// /api/logout). Below the md breakpoint the links fold into a menu so that everything fits a
// 360 px phone.
import { LogOut, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { headerName } from '@/domain/user-names';
import { Button } from '@/web/components/ui/button';
import { Tooltip } from '@/web/components/ui/tooltip';
import { useSignedInUser } from '@/web/lib/current-user';
import { NotificationBell } from '@/web/features/notifications/notification-bell';
import { WalletButton } from '@/web/features/shipments/wallet-button';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { BrandLink } from './brand-link';
import { PATHS } from '@/domain/paths';

const NAV = [
  { href: PATHS.home, key: 'nav.dashboard' },
  { href: PATHS.submit, key: 'nav.submitItem' },
] as const;

export function SignedInHeader() {
  const { t } = useT();
  const user = useSignedInUser();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const closeMenu = () => setMenuOpen(false);
  const name = headerName(user);
  const navLinkClass = (href: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
      location === href ? 'text-foreground' : 'text-muted-foreground',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {/* At 360 px the brand, the bell, a six-figure wallet and the menu share 336 px: tighter
          spacing and smaller icon buttons on phones keep the brand whole (issue 28). */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-1 px-3 sm:gap-2 sm:px-4">
        <div className="flex min-w-0 items-center gap-6">
          <BrandLink />
          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            {NAV.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                aria-current={location === item.href ? 'page' : undefined}
                className={navLinkClass(item.href)}
              >
                {t(item.key)}
              </Link>
            ))}
          </nav>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <NotificationBell audience="customer" />
          <WalletButton />
          <Link
            href={PATHS.profile}
            className="hidden flex-col items-end rounded-md px-2 py-1 leading-tight hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring md:flex"
          >
            <span className="max-w-40 truncate text-sm font-medium">{name}</span>
            <span className="text-xs text-muted-foreground">
              {t('nav.userId', { id: user.id })}
            </span>
          </Link>
          <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
            <a href={PATHS.apiLogout}>
              <LogOut aria-hidden="true" />
              {t('nav.signOut')}
            </a>
          </Button>
          <Tooltip content={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 md:hidden"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </Tooltip>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id={menuId}
          aria-label={t('nav.main')}
          className="border-t border-border bg-background md:hidden"
        >
          <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={location === item.href ? 'page' : undefined}
                  className={cn(navLinkClass(item.href), 'block py-3')}
                  onClick={closeMenu}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={PATHS.profile}
                className={cn(navLinkClass(PATHS.profile), 'block py-3')}
                onClick={closeMenu}
              >
                <span className="block text-foreground">{name}</span>
                <span className="block text-xs text-muted-foreground">
                  {t('nav.userId', { id: user.id })}
                </span>
              </Link>
            </li>
            <li>
              <a
                href={PATHS.apiLogout}
                className={cn(navLinkClass(''), 'flex items-center gap-2 py-3')}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('nav.signOut')}
              </a>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
