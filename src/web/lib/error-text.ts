// What a person reads when a call fails (SPEC §8), chosen by the error's code and params, never
// by reading the server's prose: the code's SPEC §8 row when it has one, else the code's own text
// in the reader's language. "Server message or <fallback>": a screen's fallback stands in when
// there is nothing better to say.
import { useCallback } from 'react';
import { FRIENDLY_ROWS } from '@/contract/friendly-rows';
import { friendlyRowOfRule, type FriendlyRow } from '@/domain/friendly-error';
import { ruleText, type RuleId } from '@/domain/rule-messages';
import { useT, type I18nValue } from '@/web/i18n/i18n';
import { ApiError, NetworkError } from './api-client';

/** The text for an error, or null when the screen's fallback should be shown instead. */
export function describeError(
  error: unknown,
  { t, translate }: Pick<I18nValue, 't' | 'translate'>,
): string | null {
  if (error instanceof NetworkError) return t('friendly.network');
  if (!(error instanceof ApiError) || error.code === null) return null;
  const { code, params } = error;
  const rule = code === 'INVALID_INPUT' && params.rule ? (params.rule as RuleId) : null;
  const row: FriendlyRow | null | undefined = rule ? friendlyRowOfRule(rule) : FRIENDLY_ROWS[code];
  if (row) return t(`friendly.${row}`);
  const text = rule
    ? translate(`rules.${rule}`, {}, ruleText(rule))
    : translate(`errors.${code}`, params, error.serverMessage);
  return text.trim() ? text : null;
}

/** `errorText(error, fallback)`: SPEC §8's "server message or <fallback>", translated. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const i18n = useT();
  return useCallback(
    (error: unknown, fallback: string) => describeError(error, i18n) ?? fallback,
    [i18n],
  );
}
