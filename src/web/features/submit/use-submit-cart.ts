// Submit All (SPEC §2, §7, §8): one POST /api/clothing-items per cart entry, in cart order. Each
// entry leaves the cart as soon as the server has it, so after a failure a retry sends only what
// is left and nothing is submitted twice.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { authEndpoints } from '@/contract/auth';
import { TIMING } from '@/domain/constants';
import { PATHS } from '@/domain/paths';
import { ITEM_MESSAGES } from '@/domain/rule-messages';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { rememberReturnTo } from '@/web/lib/return-to';
import { sessionEndSaidHere } from '@/web/lib/use-session-watch';
import { useCreateClothingItem } from './api';
import { splitToastMessage } from './split-toast';
import type { Cart } from './use-cart';

export interface SubmitProgress {
  done: number;
  total: number;
}

export function useSubmitCart(cart: Cart) {
  const { t, rule } = useT();
  const [, navigate] = useLocation();
  const createItem = useCreateClothingItem();
  const [progress, setProgress] = useState<SubmitProgress | null>(null);

  async function submitAll() {
    if (progress) return;
    const entries = cart.entries;
    if (entries.length === 0) {
      toast({ variant: 'destructive', ...splitToastMessage(rule(ITEM_MESSAGES.noItemsToast)) });
      return;
    }
    setProgress({ done: 0, total: entries.length });
    let done = 0;
    try {
      for (const { tempId, ...submission } of entries) {
        await createItem.mutateAsync(submission);
        cart.remove(tempId);
        done += 1;
        setProgress({ done, total: entries.length });
      }
    } catch (error) {
      // SPEC §8: a 401 means the session is gone, whatever the body says.
      if (isApiError(error) && error.status === 401) {
        // This toast and redirect are the SPEC's: the shell's own "session ended" stays quiet.
        sessionEndSaidHere();
        toast({
          variant: 'destructive',
          title: t('cart.unauthorizedTitle'),
          description: t('cart.unauthorizedDescription'),
        });
        // Stays busy until the browser leaves for the sign-in page.
        setTimeout(() => {
          // The cart is kept (use-cart.ts); signing in again comes back to it.
          rememberReturnTo();
          window.location.href = authEndpoints.login.path;
        }, TIMING.unauthorizedSubmitRedirect);
        return;
      }
      toast({
        variant: 'destructive',
        title: t('cart.failedTitle'),
        description: t('cart.failedDescription'),
      });
      setProgress(null);
      return;
    }
    toast({
      title: t('cart.submittedTitle'),
      description: t('cart.submittedDescription', { count: done }),
    });
    navigate(PATHS.home);
  }

  return { submitAll, progress };
}
