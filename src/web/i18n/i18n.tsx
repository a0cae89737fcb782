// Language state and the useT() hook, on Lingui (docs/decisions/0011). The English of the shell
// ships with the app; every other area is fetched with the pages and tabs whose lazy declaration
// names it, alongside their chunks (lib/lazy.ts, docs/decisions/0019 and 0037); Hindi is
// fetched whole only when someone picks it, and the Devanagari font with it (styles.css declares
// the font on every page; a page fetches it only where Devanagari is drawn). One keying
// scheme: catalogue keys "<area>.<name>", with "rules.<rule>" and "errors.<CODE>" for the texts
// src/domain and the server own (their English is their own text).
import { setupI18n, type Messages } from '@lingui/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { formatterFor, type Formatter } from '@/domain/format';
import type { RuleId } from '@/domain/rule-messages';
import { withPluralParams } from './plural-params';
import type { Catalog } from './locales/catalog';
import type { MessageKey } from './locales/en';
import commonEnglish from './locales/en/common';
import domainEnglish from './locales/en/domain';

export type { MessageKey };
export type Language = 'en' | 'hi';
export type TranslateParams = Record<string, string | number>;

const STORAGE_KEY = 'language';

// The English that ships with the entry: the areas any page or the shell itself may draw.
const SHELL_ENGLISH = {
  common: commonEnglish,
  domain: domainEnglish,
} satisfies Record<string, Catalog>;

// Every other area of English (src/web/i18n/locales/en/<area>.ts) is a chunk of its own, fetched
// with the page, tab or panel whose `lazy(..., { english })` declaration names it (lib/lazy.ts,
// docs/decisions/0037), alongside its chunk. A new area must be listed here or in the shell
// (english-areas.test.ts holds every file to exactly one of the two).
const AREA_ENGLISH = {
  'admin-analytics': () => import('./locales/en/admin-analytics'),
  'admin-audit': () => import('./locales/en/admin-audit'),
  'admin-erase': () => import('./locales/en/admin-erase'),
  'admin-items': () => import('./locales/en/admin-items'),
  'admin-lists': () => import('./locales/en/admin-lists'),
  'admin-staff': () => import('./locales/en/admin-staff'),
  'app-update': () => import('./locales/en/app-update'),
  'agent-auth': () => import('./locales/en/agent-auth'),
  agents: () => import('./locales/en/agents'),
  components: () => import('./locales/en/components'),
  demo: () => import('./locales/en/demo'),
  notifications: () => import('./locales/en/notifications'),
  privacy: () => import('./locales/en/privacy'),
  'review-queue': () => import('./locales/en/review-queue'),
  'seller-items': () => import('./locales/en/seller-items'),
  shipments: () => import('./locales/en/shipments'),
  verification: () => import('./locales/en/verification'),
} satisfies Record<string, () => Promise<{ default: Catalog }>>;

/** An area of English that a page declares (the shell's are always here). */
export type EnglishArea = keyof typeof AREA_ENGLISH;
/** The names of the areas, for the test that holds the declarations to the keys pages use. */
export const SHELL_AREAS = Object.keys(SHELL_ENGLISH);
export const PAGE_AREAS = Object.keys(AREA_ENGLISH) as EnglishArea[];

const i18n = setupI18n({
  locale: 'en',
  messages: { en: Object.assign({}, ...Object.values(SHELL_ENGLISH)) as Messages },
});

// A text whose area the page did not bring shows as its key: say so where tests look (e2e fails
// on console errors of the public pages).
i18n.on('missing', ({ id, locale }) => {
  if (locale === 'en') console.error(`Missing English text "${id}": add its area to the page.`);
});

const englishLoaded = new Map<EnglishArea, Promise<void>>();

/**
 * Fetches areas of English not in the shell, once each, and adds them to the catalogue: called by
 * `lazy` with the chunk that declares them, so both arrive before it is drawn. A failed fetch is
 * not remembered, as a chunk's is not.
 */
export function loadEnglish(areas: readonly EnglishArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let loading = englishLoaded.get(area);
      if (!loading) {
        loading = AREA_ENGLISH[area]().then(
          (module) => i18n.load('en', module.default as unknown as Messages),
          (error: unknown) => {
            englishLoaded.delete(area);
            throw error;
          },
        );
        englishLoaded.set(area, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

let hindiLoaded: Promise<void> | null = null;
// Which rule a form message states: only needed to say it in Hindi, so it comes with Hindi.
let ruleOf: ((message: string) => RuleId | null) | null = null;

function loadHindi(): Promise<void> {
  fetchDevanagariFont();
  hindiLoaded ??= Promise.all([import('./locales/hi'), import('@/domain/rule-messages')]).then(
    ([{ hi }, rules]) => {
      ruleOf = rules.ruleOf;
      i18n.load('hi', hi as unknown as Messages);
    },
    (error: unknown) => {
      hindiLoaded = null;
      throw error;
    },
  );
  return hindiLoaded;
}

/**
 * Starts fetching every weight of the Devanagari font (declared in devanagari-font.css, with the
 * shell's styles) alongside the Hindi texts, rather than once the Hindi page is laid out and asks
 * for them: the page is drawn in Hindi about when its fonts arrive. Not waited for: on a slow link
 * the texts (30 KB) would wait for 200 KB of fonts, and a phone with a Devanagari font of its own
 * reads the page meanwhile.
 */
function fetchDevanagariFont(): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  for (const face of document.fonts) {
    if (face.family.replace(/["']/g, '') !== 'Noto Sans Devanagari') continue;
    face.load().catch(() => {
      // Offline: the system's font, if it has one.
    });
  }
}

/**
 * Shows Hindi from the first render: for the reader who chose it, before the app is drawn over a
 * prerendered English page (src/web/main.tsx).
 */
export function activateHindi(): Promise<void> {
  return loadHindi().then(() => {
    i18n.activate('hi');
    document.documentElement.lang = 'hi';
  });
}

interface LanguageState {
  /** The language the reader chose (shown once its catalogue has arrived). */
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);
/**
 * The language on screen. Lingui's own provider redrew every text whenever Lingui announced a
 * change, and it announces a page adding its English (`loadEnglish`) as well as a change of
 * language: a chunk fetched after load (a form, the toaster) drew the whole page again. Texts
 * nobody shows yet need no redraw; only a change of language does.
 */
const ShownLanguageContext = createContext<Language>('en');

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);
  const [shown, setShown] = useState(() => i18n.locale as Language);
  useEffect(() => {
    const sync = () => setShown(i18n.locale as Language);
    sync();
    return i18n.on('change', sync);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const show = (locale: Language) => {
      if (cancelled) return;
      // Lingui announces every activate(), the same language too, and its provider then redraws
      // every text on the page: on a first load that was a second render of the whole page right
      // after hydration, a long task on a cheap phone.
      if (i18n.locale !== locale) i18n.activate(locale);
      document.documentElement.lang = locale;
    };
    if (language === 'en') show('en');
    else {
      loadHindi().then(
        () => show('hi'),
        () => {
          // The Hindi chunk did not arrive (offline): keep showing English rather than nothing.
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
  }, []);

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <ShownLanguageContext.Provider value={shown}>
      <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>
    </ShownLanguageContext.Provider>
  );
}

export interface I18nValue extends LanguageState {
  /** A text of this app by key, ICU placeholders and plurals filled in. */
  t: (key: MessageKey, params?: TranslateParams) => string;
  /** A rule message of the shared schemas (a form error) in the reader's language. */
  rule: (message: string) => string;
  /** The Hindi (or English) of a catalogue key outside MessageKey: errors.* and rules.*. */
  translate: (key: string, params: TranslateParams, english: string) => string;
  /** Money, numbers and dates in the shown language, in Indian time. */
  format: Formatter;
}

export function useT(): I18nValue {
  const locale = useContext(ShownLanguageContext);
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useT() must be used inside <I18nProvider>');
  return useMemo(() => {
    const format = formatterFor(locale);
    const translate = (key: string, params: TranslateParams, english: string) =>
      locale !== 'en' && i18n.messages[key] !== undefined
        ? i18n._(key, withPluralParams(params, locale, format))
        : english;
    return {
      ...state,
      t: (key, params) => i18n._(key, withPluralParams(params, locale, format)),
      rule: (message) => {
        const rule = locale === 'en' ? null : ruleOf?.(message);
        return rule ? translate(`rules.${rule}`, {}, message) : message;
      },
      translate,
      format,
    };
  }, [locale, state]);
}

/** The language the reader chose before (English unless Hindi was chosen). */
export function readStoredLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}
