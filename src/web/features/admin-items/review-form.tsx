// Admin actions on a pending item (SPEC §2, §5, §8): approve with an offer (required, numeric,
// step 0.01, 'Please enter an offer amount for approved items.') or reject, with optional notes.
// The domain's itemReviewSchema decides; the server applies the same schema and answers 409 when
// someone else reviewed the item first. Issue 14: the offer field has focus on open, the suggested
// offer sits above it, the dialog's shortcuts reach the form through `actions`, and what is typed
// is kept as a draft per item until the item is decided (review-draft.ts).
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { ReviewDecision } from '@/domain/item-status';
import { itemReviewSchema, type AdminItem } from '@/domain/items.schema';
import { ITEM_MESSAGES } from '@/domain/rule-messages';
import { BusyButton } from '@/web/components/ui/busy-button';
import { FormField } from '@/web/components/ui/form-field';
import { FieldError, LabelledControl } from '@/web/components/ui/labelled-control';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/error-text';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useReviewItem } from './api';
import { useItemTitle } from './item-text';
import { dropDraft, loadDraft, saveDraft } from './review-draft';
import { SuggestedOfferPanel } from './suggested-offer';

interface ReviewValues {
  offerAmount: string;
  adminNotes: string;
}

const NOTES_MAX = 2000;

/** What the dialog's shortcuts do in the form. */
export interface ReviewActions {
  reject: () => void;
  takeSuggestion: () => void;
}

interface ReviewFormProps {
  item: AdminItem;
  /**
   * Called after the review was saved (with what the toast said), or when it can no longer be
   * saved (already reviewed).
   */
  onDone: (outcome?: string) => void;
  /** Filled by the form for the dialog's keyboard shortcuts. */
  actionsRef: RefObject<ReviewActions | null>;
}

export function ReviewForm({ item, onDone, actionsRef }: ReviewFormProps) {
  const { t, rule, format } = useT();
  const errorText = useErrorText();
  const itemTitle = useItemTitle()(item);
  const review = useReviewItem();
  const onFailure = useAdminFailureRedirect();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  // The failure toast is aria-hidden while this modal is open, so the form repeats it.
  const [serverError, setServerError] = useState<string | null>(null);
  const [draft] = useState(() => loadDraft(item.id));
  const suggested = useRef<string | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<ReviewValues>({ defaultValues: draft ?? { offerAmount: '', adminNotes: '' } });

  // The offer field has focus when the dialog opens: type the amount and press Enter.
  useEffect(() => setFocus('offerAmount'), [setFocus]);

  // Every keystroke is kept (typing fires input events on the form; S sets the value itself).
  const keepDraft = () => saveDraft(item.id, getValues());

  function takeSuggestion(offer: string) {
    setValue('offerAmount', offer, { shouldDirty: true });
    keepDraft();
    setFocus('offerAmount');
  }

  useEffect(() => {
    actionsRef.current = {
      reject: () => rejectButton.current?.click(),
      takeSuggestion: () => {
        if (suggested.current) takeSuggestion(suggested.current);
      },
    };
  });

  function decide(status: ReviewDecision, values: ReviewValues) {
    clearErrors();
    setServerError(null);
    const parsed = itemReviewSchema.safeParse({ status, ...values });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? ITEM_MESSAGES.offerMissing;
      const field = issue?.path[0] === 'adminNotes' ? 'adminNotes' : 'offerAmount';
      // Shown beside the field and focused, so it is read out; a toast would sit under the
      // modal's aria-hidden backdrop and over the buttons.
      setError(field, { message }, { shouldFocus: true });
      return;
    }
    setDecision(status);
    review.mutate(
      { itemId: item.id, review: parsed.data },
      {
        onSuccess: () => {
          dropDraft(item.id);
          const outcome =
            status === 'approved'
              ? {
                  title: t('adminItems.approvedTitle'),
                  description: t('adminItems.approvedDescription', {
                    item: itemTitle,
                    offer: format.rupeesWithPaise(parsed.data.offerAmount),
                  }),
                }
              : {
                  title: t('adminItems.rejectedTitle'),
                  description: t('adminItems.rejectedDescription', { item: itemTitle }),
                };
          toast(outcome);
          onDone(outcome.description);
        },
        onError: (error) => {
          // A 4xx carries a message meant for people (ITEM_ALREADY_REVIEWED, the offer rules);
          // anything else gets the SPEC §8 sentence.
          const fallback = t('adminItems.updateFailed');
          const description =
            isApiError(error) && error.status < 500 ? errorText(error, fallback) : fallback;
          onFailure(error, { title: t('common.error'), description });
          // Someone else reviewed it first: the dialog has nothing left to decide.
          if (isApiError(error, 'ITEM_ALREADY_REVIEWED')) {
            dropDraft(item.id);
            onDone();
          } else setServerError(description);
        },
        onSettled: () => setDecision(null),
      },
    );
  }

  const offerError = errors.offerAmount?.message;
  const notesError = errors.adminNotes?.message;
  const busy = review.isPending;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => decide('approved', values))}
      onInput={keepDraft}
      className="grid gap-4"
      aria-label={t('adminItems.adminActions')}
    >
      {draft ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('reviewQueue.draftRestored')}
        </p>
      ) : null}
      <SuggestedOfferPanel
        itemId={item.id}
        onTake={takeSuggestion}
        onLoaded={(offer) => {
          suggested.current = offer;
        }}
      />
      <FormField
        label={t('adminItems.offerAmount')}
        type="number"
        step="0.01"
        min="0.01"
        inputMode="decimal"
        hint={t('adminItems.offerHint')}
        error={offerError ? rule(offerError) : undefined}
        {...register('offerAmount')}
      />
      <LabelledControl
        label={t('adminItems.adminNotes')}
        error={notesError ? rule(notesError) : undefined}
      >
        {(control) => (
          <Textarea
            rows={2}
            maxLength={NOTES_MAX}
            placeholder={t('adminItems.adminNotesPlaceholder')}
            className="min-h-20"
            {...control}
            {...register('adminNotes')}
          />
        )}
      </LabelledControl>
      <FieldError alert>{serverError}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BusyButton
          ref={rejectButton}
          type="button"
          variant="destructive"
          icon={X}
          busy={decision === 'rejected'}
          disabled={busy}
          label={t('adminItems.reject')}
          busyLabel={t('adminItems.saving')}
          onClick={handleSubmit((values) => decide('rejected', values))}
        />
        <BusyButton
          variant="success"
          icon={Check}
          busy={decision === 'approved'}
          disabled={busy}
          label={t('adminItems.approve')}
          busyLabel={t('adminItems.saving')}
        />
      </div>
    </form>
  );
}
