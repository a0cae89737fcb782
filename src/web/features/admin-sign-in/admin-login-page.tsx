// /superman (SPEC §2, §5, §8): one password with a show/hide toggle and a way back to the site;
// beside it staff sign-in for named admins (issue 14, decision 0026). With
// ADMIN_PASSWORD_LOGIN=off the server says so and only staff sign-in is shown.
import { ArrowLeft, Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Tooltip } from '@/web/components/ui/tooltip';
import { dismissAllToasts, toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/error-text';
import { lazy } from '@/web/lib/lazy';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BusyButton } from '@/web/components/ui/busy-button';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { TextLink } from '@/web/components/ui/text-link';
import { FIELD_MESSAGES } from '@/domain/rule-messages';
import { useAdminLogin, usePasswordLoginOffered } from './api';
import { StaffSignInForm } from './staff-sign-in-form';

const adminLoginRules = lazy(
  () => import('@/domain/auth.schema').then((module) => module.adminLoginSchema),
  'first-input',
);

export default function AdminLoginPage() {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  // Shown until the server says otherwise (the SPEC's form; a prerendered page has it at once).
  const passwordLogin = usePasswordLoginOffered();
  useDocumentTitle(t('admin.loginTitle'), t('brand.name'));
  adminLoginRules.usePreload();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const adminLoginSchema = await adminLoginRules.get().catch((error: unknown) => {
      toast({
        variant: 'destructive',
        title: t('common.error'),
        description: errorText(error, t('friendly.network')),
      });
      return null;
    });
    if (!adminLoginSchema) return;
    if (!adminLoginSchema.safeParse({ password }).success) {
      toast({
        variant: 'destructive',
        title: rule(FIELD_MESSAGES.adminPasswordTitle),
        description: rule(FIELD_MESSAGES.adminPasswordMissing),
      });
      return;
    }
    try {
      await login.mutateAsync(password);
      dismissAllToasts();
      navigate(PATHS.adminDashboard);
    } catch (error) {
      // Too many attempts: the server says how long to wait, which is more use than "invalid".
      const description = isApiError(error, 'RATE_LIMITED')
        ? errorText(error, t('admin.accessDeniedDescription'))
        : t('admin.accessDeniedDescription');
      toast({ variant: 'destructive', title: t('admin.accessDenied'), description });
    }
  }

  const toggleLabel = visible ? t('admin.hidePassword') : t('admin.showPassword');

  const passwordForm = (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t('admin.password')}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        trailing={
          <Tooltip content={toggleLabel}>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t('admin.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          </Tooltip>
        }
      />
      <BusyButton
        className="w-full"
        busy={login.isPending}
        label={t('admin.loginSubmit')}
        busyLabel={t('admin.loginSubmitting')}
      />
    </form>
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <IconBadge icon={LockKeyhole} size="lg" tone="soft" round className="mb-2" />
          <h1 className="text-2xl font-bold tracking-tight">{t('admin.loginTitle')}</h1>
          <CardDescription>
            {passwordLogin ? t('admin.loginSubtitle') : t('adminStaff.onlyStaff')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {passwordLogin ? passwordForm : null}
          <section aria-labelledby="staff-sign-in" className="grid gap-3">
            {passwordLogin ? (
              <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                <span className="h-px flex-1 bg-border" />
                {t('adminStaff.or')}
                <span className="h-px flex-1 bg-border" />
              </div>
            ) : null}
            <div>
              <h2 id="staff-sign-in" className="text-base font-semibold">
                {t('adminStaff.title')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('adminStaff.subtitle')}</p>
            </div>
            <StaffSignInForm />
          </section>
          <TextLink href={PATHS.home} icon={ArrowLeft} className="justify-self-center">
            {t('admin.backToSite')}
          </TextLink>
        </CardContent>
      </Card>
    </main>
  );
}
