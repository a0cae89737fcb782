// /superman (SPEC §2, §5, §8): one password with a show/hide toggle and a way back to the site.
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { adminLoginSchema } from '../../../domain/auth-schemas';
import { MESSAGES } from '../../../domain/fields';
import { serverMessageOf, statusOf } from '../../../domain/friendly-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { dismissAllToasts, toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SubmitButton } from '../auth/submit-button';
import { useAdminLogin } from './api';

export default function AdminLoginPage() {
  const { t, tx } = useT();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  useDocumentTitle(t('admin.loginTitle'), t('brand.name'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!adminLoginSchema.safeParse({ password }).success) {
      toast({
        variant: 'destructive',
        title: tx(MESSAGES.adminPasswordTitle),
        description: tx(MESSAGES.adminPasswordRequired),
      });
      return;
    }
    try {
      await login.mutateAsync(password);
      dismissAllToasts();
      navigate('/superman/dashboard');
    } catch (error) {
      // Too many attempts: the server says how long to wait, which is more use than "invalid".
      const description =
        statusOf(error) === 429
          ? serverMessageOf((error as Error).message)
          : t('admin.accessDeniedDescription');
      toast({ variant: 'destructive', title: t('admin.accessDenied'), description });
    }
  }

  const toggleLabel = visible ? t('admin.hidePassword') : t('admin.showPassword');

  return (
    <TooltipProvider>
      <main className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-10">
        <Card className="w-full max-w-sm">
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LockKeyhole aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">{t('admin.loginTitle')}</h1>
            <CardDescription>{t('admin.loginSubtitle')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
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
              <SubmitButton
                className="w-full"
                busy={login.isPending}
                label={t('admin.loginSubmit')}
                busyLabel={t('admin.loginSubmitting')}
              />
            </form>
            <Link
              href="/"
              className="justify-self-center rounded-sm text-sm text-primary underline-offset-4 hover:underline"
            >
              ← {t('admin.backToSite')}
            </Link>
          </CardContent>
        </Card>
      </main>
    </TooltipProvider>
  );
}
