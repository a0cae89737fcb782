// /signin (SPEC §2, §8): success refreshes the signed-in user and goes to /, or back to the page
// the person was sent here from when their session ended (issue 15, lib/return-to.ts).
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';
import { SignInCard } from '@/web/components/auth/sign-in-card';
import { useT } from '@/web/i18n/i18n';
import { formRules } from '@/web/lib/form-rules';
import { takeReturnTo } from '@/web/lib/return-to';
import { useSignin } from './api';

const signinRules = formRules(() =>
  import('@/domain/auth.schema').then((module) => module.signinRequestSchema),
);

export default function SigninPage() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const signin = useSignin();
  return (
    <SignInCard
      texts="signin"
      rules={signinRules}
      signIn={(body) => signin.mutateAsync({ body })}
      onSignedIn={() => navigate(takeReturnTo('customer') ?? PATHS.home, { replace: true })}
      links={[{ prompt: t('signin.noAccount'), label: t('signin.signUpLink'), href: PATHS.signup }]}
    />
  );
}
