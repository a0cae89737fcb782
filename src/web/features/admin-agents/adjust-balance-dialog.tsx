// Adjust an agent's balance (SPEC §5, §8): Transaction Type Add or Reduce, Amount (at least
// ₹0.01), UTR Number, optional Description, checked with the domain's adminBalanceChangeSchema.
// The server writes the ledger row in one locked transaction and refuses a reduce below ₹0.00.
import { zodResolver } from '@hookform/resolvers/zod';
import { IndianRupee } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { balanceTransactionWord } from '@/domain/agent-kinds';
import { adminBalanceChangeSchema, type AdminAgent } from '@/domain/agents.schema';
import { ActionDialog, DialogActions } from '@/web/components/ui/action-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { BusyButton } from '@/web/components/ui/busy-button';
import { useAdjustAgentBalance } from './api';
import { FormRefusal, useFormDialog } from '@/web/console/form-refusal';

type BalanceValues = z.input<typeof adminBalanceChangeSchema>;
type BalanceParsed = z.output<typeof adminBalanceChangeSchema>;

const EMPTY: BalanceValues = { transactionType: '', amount: '', utrNumber: '', description: '' };

const schemaResolver = zodResolver(adminBalanceChangeSchema);

/**
 * The domain schema checks the amount only once the other fields pass. So that every problem
 * shows at once, the amount is also checked by the same schema with the other fields filled in.
 */
const balanceResolver: Resolver<BalanceValues, unknown, BalanceParsed> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0 || result.errors.amount) return result;
  const alone = adminBalanceChangeSchema.safeParse({
    ...values,
    transactionType: 'add',
    utrNumber: 'UTR',
  });
  const issue = alone.success ? undefined : alone.error.issues.find((i) => i.path[0] === 'amount');
  if (!issue) return result;
  return {
    values: {},
    errors: { ...result.errors, amount: { type: 'custom', message: issue.message } },
  };
};

export function AdjustBalanceDialog({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const adjust = useAdjustAgentBalance();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BalanceValues, unknown, BalanceParsed>({
    resolver: balanceResolver,
    defaultValues: EMPTY,
  });

  const dialog = useFormDialog(() => reset(EMPTY));

  function onSubmit(change: BalanceParsed) {
    dialog.clear();
    adjust.mutate(
      { agentId: agent.id, change },
      {
        onSuccess: (entry) => {
          toast({
            title: t('adminAgents.balance.successTitle'),
            description: t('adminAgents.balance.success', {
              type: t(`transactionType.${balanceTransactionWord(entry.transactionType)}`),
              amount: format.rupeesWithPaise(entry.amount),
              name,
              balance: format.rupeesWithPaise(entry.balanceAfter),
            }),
          });
          dialog.onOpenChange(false);
        },
        onError: (error) => dialog.fail(error, errorText(error, t('adminAgents.balance.failed'))),
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
    </ActionDialog>
  );
}
