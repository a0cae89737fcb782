// Adjust an agent's balance (SPEC §5, §8): Transaction Type Add or Reduce, Amount (at least
// ₹0.01), UTR Number, optional Description, checked with the domain's adminBalanceChangeSchema.
// The server writes the ledger row in one locked transaction and refuses a reduce below ₹0.00.
// With payouts on (the admin session's payoutsAutomatic, issue 22) a Reduce may leave the UTR
// empty for an agent with bank details: the app pays the amount through the gateway. The form
// sends a key made when it opens, so sending it twice (a double click, a retry) is one payout.
import { zodResolver } from '@hookform/resolvers/zod';
import { IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { balanceTransactionWord } from '@/domain/agent-kinds';
import {
  adminBalanceChangeSchema,
  typedUtrBalanceChangeSchema,
  type AdminAgent,
} from '@/domain/agents.schema';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { ActionDialog, DialogActions } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { newRequestKey } from '@/web/lib/request-key';
import { useAdminSession } from '@/web/console/api';
import { BusyButton } from '@/web/components/ui/busy-button';
import { useAdjustAgentBalance } from './api';
import { FormRefusal, useFormDialog } from '@/web/console/form-refusal';
import { PayoutConfirm, usePayoutConfirm } from '@/web/console/payout-confirm';

type BalanceValues = z.input<typeof adminBalanceChangeSchema>;
type BalanceParsed = z.output<typeof adminBalanceChangeSchema>;

const EMPTY: BalanceValues = { transactionType: '', amount: '', utrNumber: '', description: '' };

const resolvers = {
  /** Payouts on: a Reduce may leave the UTR empty. */
  automatic: zodResolver(adminBalanceChangeSchema),
  typed: zodResolver(typedUtrBalanceChangeSchema),
};

/**
 * The domain schema checks the amount and the UTR only once the type passes. So that every
 * problem shows at once, they are also checked here when the type is what is wrong.
 */
function balanceResolver(automatic: boolean): Resolver<BalanceValues, unknown, BalanceParsed> {
  return async (values, context, options) => {
    const result = await (automatic ? resolvers.automatic : resolvers.typed)(
      values,
      context,
      options,
    );
    if (Object.keys(result.errors).length === 0 || !result.errors.transactionType) return result;
    const errors = { ...result.errors };
    const alone = adminBalanceChangeSchema.safeParse({
      ...values,
      transactionType: 'add',
      utrNumber: 'UTR',
    });
    const issue = alone.success
      ? undefined
      : alone.error.issues.find((i) => i.path[0] === 'amount');
    if (issue) errors.amount = { type: 'custom', message: issue.message };
    // Whatever the type will be, an empty UTR is wrong unless the app can pay a Reduce.
    if (!automatic && !String(values.utrNumber ?? '').trim()) {
      errors.utrNumber = { type: 'custom', message: AGENT_MESSAGES.utrRequired };
    }
    return { values: {}, errors };
  };
}

export function AdjustBalanceDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const adjust = useAdjustAgentBalance();
  // The session the console stands on says whether an empty UTR pays through the gateway, which
  // pays only to saved bank details (an account, or a UPI address).
  const session = useAdminSession({ recheck: false });
  const payable = Boolean((agent.bankAccountMasked && agent.bankIFSCCode) || agent.upiAddress);
  const automatic = session.data?.payoutsAutomatic === true && payable;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BalanceValues, unknown, BalanceParsed>({
    resolver: balanceResolver(automatic),
    defaultValues: EMPTY,
  });
  // One key per form: made when the dialog opens, again after it closes.
  const [requestKey, setRequestKey] = useState(newRequestKey);

  // A Reduce left without a UTR asks once more before the app pays it.
  const confirm = usePayoutConfirm<BalanceParsed>();
  const dialog = useFormDialog(() => {
    reset(EMPTY);
    confirm.back();
    setRequestKey(newRequestKey());
  });

  function onSubmit(change: BalanceParsed) {
    if (change.utrNumber === null && !confirm.pending) {
      confirm.ask(change);
      return;
    }
    send(change);
  }

  function send(change: BalanceParsed) {
    dialog.clear();
    adjust.mutate(
      { agentId: agent.id, change: { ...change, idempotencyKey: requestKey } },
      {
        onSuccess: (entry) => {
          const amount = format.rupeesWithPaise(entry.amount);
          const balance = format.rupeesWithPaise(entry.balanceAfter);
          toast(
            entry.payout
              ? {
                  title: t('adminAgents.balance.payoutStartedTitle'),
                  description: t('adminAgents.balance.payoutStarted', { amount, name, balance }),
                }
              : {
                  title: t('adminAgents.balance.successTitle'),
                  description: t('adminAgents.balance.success', {
                    type: t(`transactionType.${balanceTransactionWord(entry.transactionType)}`),
                    amount,
                    name,
                    balance,
                  }),
                },
          );
          dialog.onOpenChange(false);
        },
        onError: (error) => {
          // Back to the form, where the refusal shows beside what was typed.
          confirm.back();
          dialog.fail(error, errorText(error, t('adminAgents.balance.failed')));
        },
      },
    );
  }

  const fieldError = (text: string | undefined) => (text ? rule(text) : undefined);

  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={{ icon: IndianRupee, label: t('adminAgents.balance.button') }}
      title={t('adminAgents.balance.title')}
      description={t('adminAgents.balance.description', {
        name,
        balance: format.rupeesWithPaise(agent.currentBalance),
      })}
    >
      {confirm.pending ? (
        <PayoutConfirm
          amount={format.rupeesWithPaise(confirm.pending.amount)}
          payee={name}
          busy={adjust.isPending}
          onConfirm={() => send(confirm.pending!)}
          onBack={confirm.back}
        />
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <LabelledControl
            label={t('adminAgents.balance.type')}
            error={fieldError(errors.transactionType?.message)}
          >
            {(control) => (
              <NativeSelect {...control} {...register('transactionType')}>
                <option value="">{t('adminAgents.balance.typePlaceholder')}</option>
                <option value="add">{t('transactionType.add')}</option>
                <option value="reduce">{t('transactionType.reduce')}</option>
              </NativeSelect>
            )}
          </LabelledControl>
          <FormField
            label={t('adminAgents.balance.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            error={fieldError(errors.amount?.message)}
            {...register('amount')}
          />
          <FormField
            label={t('adminAgents.balance.utr')}
            hint={automatic ? t('adminAgents.balance.payoutHint') : undefined}
            autoComplete="off"
            spellCheck={false}
            error={fieldError(errors.utrNumber?.message)}
            {...register('utrNumber')}
          />
          <LabelledControl
            label={t('adminAgents.balance.descriptionLabel')}
            aside={t('adminAgents.balance.optional')}
            error={fieldError(errors.description?.message)}
          >
            {(control) => <Textarea rows={3} {...control} {...register('description')} />}
          </LabelledControl>
          <FormRefusal text={dialog.refusal} />
          <DialogActions>
            <BusyButton busy={adjust.isPending} texts="adminAgents.balance" />
          </DialogActions>
        </form>
      )}
    </ActionDialog>
  );
}
