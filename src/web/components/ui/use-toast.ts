// The notification queue (SPEC §4, §9): one toast visible at a time, so a new one replaces the
// last; a closed toast stays mounted for the SPEC's removal delay so Radix can animate it out.
import { useSyncExternalStore } from 'react';
import { TIMING } from '@/domain/constants';

export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastState extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastState[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string): void {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((item) => item.id !== id);
      emit();
    }, TIMING.toastRemoveDelay),
  );
}

/** Closes every toast, e.g. an old failure once the retry has worked. */
export function dismissAllToasts(): void {
  for (const item of toasts) if (item.open) dismissToast(item.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastState[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
