import { PROGRAMME_TIME_ZONE } from '../../../domain/agents';
import type { Language } from '../../i18n/i18n';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** "November 2025" / "नवंबर 2025": the programme's months are Indian ones. */
export function formatMonth(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    month: 'long',
    year: 'numeric',
    timeZone: PROGRAMME_TIME_ZONE,
  }).format(date);
}

/** A payslip's month (1-12) and year, named the same way. */
export function formatPayslipMonth(month: number, year: number, language: Language): string {
  // Mid-month at noon UTC, so no time zone moves it into a neighbouring month.
  return formatMonth(new Date(Date.UTC(year, month - 1, 15, 12)), language);
}
