// Verify User Signup (SPEC §2, §4, §8): the agent types a customer's User ID and sees who it is
// (name, masked contact), the verification state in words and what is done or missing. 'Claim
// Signup' shows only for a verified customer nobody has claimed; the server decides again.
import {
  BadgeCheck,
  CircleCheck,
  CircleDashed,
  CircleX,
  HandCoins,
  UserSearch,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signupState, type SignupState } from '@/domain/agent-signup-state';
import type { VerifyUserResult, verifyUserSchema } from '@/domain/agents.schema';
import { AGENT_REFERRAL_BONUS } from '@/domain/constants';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { SectionCard } from '@/web/components/ui/section-card';
import { FormField } from '@/web/components/ui/form-field';
import { dismissAllToasts, toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/error-text';
import { formRules } from '@/web/lib/form-rules';
import { BusyButton } from '@/web/components/ui/busy-button';
import { useClaimSignup, useVerifyUser } from './api';

type VerifyValues = z.input<typeof verifyUserSchema>;
type VerifyParsed = z.output<typeof verifyUserSchema>;

const verifyRules = formRules(() =>
  import('@/domain/agents.schema').then((module) => module.verifyUserSchema),
);

type CheckState = 'done' | 'checking' | 'missing';

const STATE_BADGE: Record<SignupState, BadgeProps['variant']> = {
  verified: 'green',
  identity_check: 'yellow',
  pending_payment: 'yellow',
  needs_bank_details: 'blue',
  incomplete: 'grey',
};

export function VerifyUserCard() {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const verify = useVerifyUser();
  const [result, setResult] = useState<VerifyUserResult | null>(null);
  verifyRules.usePreload();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyValues, unknown, VerifyParsed>({
    resolver: verifyRules.resolver,
    defaultValues: { userId: '' },
  });

  async function onSubmit({ userId }: VerifyParsed) {
    setResult(null);
    try {
      setResult(await verify.mutateAsync(userId));
      // An earlier 'not found' is no longer true for what is on screen.
      dismissAllToasts();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('agents.verify.failedTitle'),
        description: errorText(error, t('agents.verify.failedFallback')),
      });
    }
  }

  /** After a claim (or a refused one) the answer is asked again, so the panel tells the truth. */
  async function refresh(userId: string) {
    try {
      setResult(await verify.mutateAsync(userId));
    } catch {
      // The toast about the claim already told the agent what happened.
    }
  }

  const error = errors.userId?.message;

  return (
    <SectionCard
      icon={UserSearch}
      title={t('agents.verify.title')}
      description={t('agents.verify.description', {
        amount: format.rupees(AGENT_REFERRAL_BONUS),
      })}
      className="h-full"
      contentClassName="grid gap-5"
    >
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <FormField
          label={t('agents.verify.userId')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('agents.verify.userIdPlaceholder')}
          hint={t('agents.verify.userIdHint')}
          error={error ? rule(error) : undefined}
          className="[&_input]:font-mono [&_input:not(:placeholder-shown)]:uppercase"
          {...register('userId')}
        />
        <BusyButton
          className="w-full sm:mt-6 sm:w-auto"
          busy={isSubmitting}
          texts="agents.verify"
        />
      </form>
      <div aria-live="polite">
        {result ? <VerifyResult result={result} onRefresh={refresh} /> : null}
      </div>
    </SectionCard>
  );
}

function VerifyResult({
  result,
  onRefresh,
}: {
  result: VerifyUserResult;
  onRefresh: (userId: string) => Promise<void>;
}) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const claim = useClaimSignup();
  const state = signupState(result);
  const name =
    [result.user.firstName, result.user.lastName].filter(Boolean).join(' ') ||
    t('agents.verify.noName');
  const canClaim = state === 'verified' && !result.alreadyClaimed;
  // A double tap lands twice before the disabled button re-renders; the server answers a repeat
  // by the same agent with the same success, and this keeps it to one request and one toast.
  const inFlight = useRef(false);

  function onClaim() {
    if (inFlight.current) return;
    inFlight.current = true;
    claim.mutate(result.user.id, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: ({ currentBalance }) => {
        toast({
          title: t('agents.claim.successTitle'),
          description: t('agents.claim.success', {
            amount: format.rupees(AGENT_REFERRAL_BONUS),
            balance: format.rupeesWithPaise(currentBalance),
          }),
        });
        void onRefresh(result.user.id);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('agents.claim.failedTitle'),
          description: errorText(error, t('agents.claim.failedFallback')),
        });
        // Claimed by someone else, or no longer verified: the panel is out of date.
        if (isApiError(error, 'ALREADY_CLAIMED') || isApiError(error, 'CUSTOMER_NOT_VERIFIED')) {
          void onRefresh(result.user.id);
        }
      },
    });
  }

  // The Aadhar step is done once proven (its QR, or staff); uploaded but not proven, it is being
  // checked (issue 23).
  const checks: Array<[string, CheckState]> = [
    [
      t('agents.verify.checkAadhar'),
      result.hasAadhar ? (result.identityProven ? 'done' : 'checking') : 'missing',
    ],
    [t('agents.verify.checkBank'), result.hasBankDetails ? 'done' : 'missing'],
    [t('agents.verify.checkPaid'), result.isPaid ? 'done' : 'missing'],
  ];

  return (
    <div className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <div className="grid gap-2">
        <h3 className="text-base font-semibold wrap-anywhere">{name}</h3>
        <div className="flex flex-wrap gap-1.5">
          {state === 'verified' && result.alreadyClaimed ? (
            // 'Verified: ready to claim' would contradict 'Already claimed'.
            <Badge variant="green">
              <BadgeCheck aria-hidden="true" />
              {t('agents.verify.verified')}
            </Badge>
          ) : (
            <Badge variant={STATE_BADGE[state]}>
              {state === 'verified' ? <BadgeCheck aria-hidden="true" /> : null}
              {t(`signupState.${state}`)}
            </Badge>
          )}
          {result.alreadyClaimed ? (
            <Badge variant="red">{t('agents.verify.alreadyClaimed')}</Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('agents.verify.userId')}</dt>
        <dd className="font-mono">{result.user.id}</dd>
        <dt className="text-muted-foreground">{t('agents.verify.email')}</dt>
        <dd className="break-all">{result.user.maskedEmail}</dd>
        <dt className="text-muted-foreground">{t('agents.verify.mobile')}</dt>
        <dd>{result.user.maskedMobile ?? t('common.notGiven')}</dd>
      </dl>
      <ul className="grid gap-1.5 text-sm" aria-label={t('agents.verify.checks')}>
        {checks.map(([label, check]) => (
          <li key={label} className="flex items-center gap-2">
            {check === 'done' ? (
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
            ) : check === 'checking' ? (
              <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            ) : (
              <CircleX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            )}
            <span>{label}</span>
            <span
              className={
                check === 'done'
                  ? 'text-green-800'
                  : check === 'checking'
                    ? 'text-amber-900'
                    : 'text-muted-foreground'
              }
            >
              {t(`agents.verify.${check}`)}
            </span>
          </li>
        ))}
      </ul>
      {result.alreadyClaimed ? (
        <p className="text-sm text-muted-foreground">{rule(AGENT_MESSAGES.alreadyClaimedDetail)}</p>
      ) : state === 'identity_check' ? (
        <p className="text-sm text-muted-foreground">{t('agents.verify.identityCheckNote')}</p>
      ) : state !== 'verified' ? (
        <p className="text-sm text-muted-foreground">{rule(AGENT_MESSAGES.notVerified)}</p>
      ) : null}
      {canClaim ? (
        <BusyButton
          type="button"
          icon={HandCoins}
          busy={claim.isPending}
          label={t('agents.claim.button')}
          busyLabel={t('agents.claim.claiming')}
          onClick={onClaim}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      ) : null}
    </div>
  );
}
