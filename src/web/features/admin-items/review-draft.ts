// A review typed but not yet saved, kept per item in sessionStorage (issue 14): an admin session
// that expires mid-review sends the reviewer to /superman, and the offer and note must be there
// when they sign in again and reopen the item. Dropped once the item is decided. sessionStorage:
// the tab's own, gone when it closes, never sent anywhere.
export interface ReviewDraft {
  offerAmount: string;
  adminNotes: string;
}

const keyOf = (itemId: number) => `review-draft:${itemId}`;

export function loadDraft(itemId: number): ReviewDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(itemId)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { offerAmount, adminNotes } = stored as Partial<ReviewDraft>;
    return {
      offerAmount: typeof offerAmount === 'string' ? offerAmount : '',
      adminNotes: typeof adminNotes === 'string' ? adminNotes : '',
    };
  } catch {
    return null;
  }
}

export function saveDraft(itemId: number, draft: ReviewDraft): void {
  try {
    if (draft.offerAmount === '' && draft.adminNotes === '')
      sessionStorage.removeItem(keyOf(itemId));
    else sessionStorage.setItem(keyOf(itemId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the review still works, only without a draft.
  }
}

export function dropDraft(itemId: number): void {
  try {
    sessionStorage.removeItem(keyOf(itemId));
  } catch {
    // As above.
  }
}
