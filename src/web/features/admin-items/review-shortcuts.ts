// The review dialog's keyboard shortcuts (issue 14), shown in its legend: Enter approves, R
// rejects, S takes the suggested offer, N skips (in the queue), Z zooms the first photo; Esc
// closes (Radix). Letters never fire while typing in the note or another text field; the offer
// field is a number field, so letters there are shortcuts (S while it has focus takes the
// suggestion). Enter keeps its own meaning on buttons, links and fields: in the offer field it
// submits the form, which approves.
import type { KeyboardEvent } from 'react';

export type ReviewShortcut = 'approve' | 'reject' | 'suggest' | 'skip' | 'zoom';

const LETTERS: Record<string, ReviewShortcut> = { r: 'reject', s: 'suggest', n: 'skip', z: 'zoom' };

const NON_TEXT_INPUTS = new Set(['number', 'checkbox', 'radio', 'button', 'submit', 'range']);

function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(element.type);
}

export function shortcutOf(event: KeyboardEvent<HTMLElement>): ReviewShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.nativeEvent.isComposing || event.repeat) return null;
  const target = event.target as HTMLElement;
  // Keys pressed in a dialog opened from this one (the photo zoom) reach it through React's
  // portal bubbling; they are that dialog's.
  if (!event.currentTarget.contains(target)) return null;
  if (event.key === 'Enter') {
    if (event.shiftKey || target.closest('button, a, input, textarea, select, [role="tab"]'))
      return null;
    return 'approve';
  }
  if (isTextEntry(target) || event.shiftKey) return null;
  return LETTERS[event.key.toLowerCase()] ?? null;
}
