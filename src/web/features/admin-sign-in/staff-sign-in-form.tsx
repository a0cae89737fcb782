// Staff sign-in on /superman (issue 14, decision 0026): a named admin's own email and password,
// then, when the server asks, the code from their authenticator app or a recovery code.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';
import { FormField } from '@/web/components/ui/form-field';
import { SecondFactorCodeField } from './second-factor-code-field';
import { BusyButton } from '@/web/components/ui/busy-button';
import { dismissAllToasts } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/error-text';
import { lazy } from '@/web/lib/lazy';
import { useStaffLogin } from './api';

const staffLoginRules = lazy(
  () => import('@/domain/staff.schema').then((module) => module.staffLoginSchema),
  'first-input',
);

export function StaffSignInForm() {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const login = useStaffLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const problemId = useId();
  staffLoginRules.usePreload();

  useEffect(() => {
    if (codeAsked) codeRef.current?.focus();
  }, [codeAsked]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const staffLoginSchema = await staffLoginRules.get().catch((error: unknown) => {
      setProblem(errorText(error, t('adminStaff.refused')));
      return null;
    });
    if (!staffLoginSchema) return;
    const parsed = staffLoginSchema.safeParse({
      email,
      password,
      ...(codeAsked ? { code } : {}),
    });
    if (!parsed.success) {
      setProblem(rule(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(null);
    try {
      await login.mutateAsync({ email, password, ...(codeAsked ? { code } : {}) });
      dismissAllToasts();
      // The dashboard itself leads an admin who must set up two-step sign-in first to it.
      navigate(PATHS.adminDashboard);
    } catch (error) {
      if (isApiError(error, 'SECOND_FACTOR_NEEDED')) {
        setCodeAsked(true);
        setProblem(t('adminStaff.codeAsked'));
        return;
      }
      if (isApiError(error, 'INVALID_SECOND_FACTOR')) setCode('');
      setProblem(errorText(error, t('adminStaff.refused')));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-describedby={problem ? problemId : undefined}
    >
      <FormField
        label={t('adminStaff.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        label={t('adminStaff.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {codeAsked ? (
        <SecondFactorCodeField
          ref={codeRef}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : null}
      <p id={problemId} role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {problem}
      </p>
      <BusyButton className="w-full" variant="outline" busy={login.isPending} texts="adminStaff" />
    </form>
  );
}
