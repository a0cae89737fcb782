// Adjust an agent's balance (SPEC §5, §8): Transaction Type Add or Reduce, Amount (at least
// ₹0.01), UTR Number, optional Description, checked with the domain's adminBalanceChangeSchema.
// The server writes the ledger row in one locked transaction and refuses a reduce below ₹0.00.
import { zodResolver } from '@hookform/resolvers/zod';
import { IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { adminBalanceChangeSchema, type AdminAgent } from '../../../../domain/agents';
import { statusOf } from '../../../../domain/friendly-error';
import { formatRupeesWithPaise } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { LabelledControl } from '../../../components/ui/labelled-control';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/i18n';
import { SubmitButton } from '../../auth/submit-button';
import { useAgentText } from '../../agents/use-agent-text';
import { useAdminFailureRedirect } from '../use-admin-failure';
import { useAdjustAgentBalance } from './api';
import { FormRefusal } from './form-refusal';

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
  const { t } = useT();
  const { message, failure, transactionType } = useAgentText();
  const [open, setOpen] = useState(false);
  // Shown in the dialog too: while it is open, the notification region is hidden from assistive
  // technology (the dialog is modal), so a toast alone would not be heard.
  const [refusal, setRefusal] = useState<string | null>(null);
  const adjust = useAdjustAgentBalance();
  const onFailure = useAdminFailureRedirect();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BalanceValues, unknown, BalanceParsed>({
    resolver: balanceResolver,
    defaultValues: EMPTY,
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    setRefusal(null);
    if (!next) reset(EMPTY);
  }

  function onSubmit(change: BalanceParsed) {
    setRefusal(null);
    adjust.mutate(
      { agentId: agent.id, change },
      {
        onSuccess: (entry) => {
          toast({
            title: t('adminAgents.balance.successTitle'),
            description: t('adminAgents.balance.success', {
              type: transactionType(entry.transactionType),
              amount: formatRupeesWithPaise(entry.amount),
              name,
              balance: formatRupeesWithPaise(entry.balanceAfter),
            }),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const description = failure(error, t('adminAgents.balance.failed'));
          if (statusOf(error) !== 401) setRefusal(description);
          onFailure(error, { title: t('common.error'), description });
        },
      },
    );
  }

  const fieldError = (text: string | undefined) => (text ? message(text) : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <IndianRupee aria-hidden="true" />
          {t('adminAgents.balance.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminAgents.balance.title')}</DialogTitle>
          <DialogDescription>
            {t('adminAgents.balance.description', {
              name,
              balance: formatRupeesWithPaise(agent.currentBalance),
            })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <LabelledControl
            label={t('adminAgents.balance.type')}
            error={fieldError(errors.transactionType?.message)}
          >
            {(control) => (
              <NativeSelect {...control} {...register('transactionType')}>
                <option value="">{t('adminAgents.balance.typePlaceholder')}</option>
                <option value="add">{transactionType('add')}</option>
                <option value="reduce">{transactionType('subtract')}</option>
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
          {refusal ? <FormRefusal text={refusal} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <SubmitButton
              busy={adjust.isPending}
              label={t('adminAgents.balance.submit')}
              busyLabel={t('adminAgents.balance.submitting')}
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
