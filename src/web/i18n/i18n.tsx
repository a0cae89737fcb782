// Language state and the useT() hook. English ships with the app; Hindi is fetched only when
// someone picks it, so the landing page does not carry both dictionaries.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { en, type MessageKey, type Messages } from './en';

export type Language = 'en' | 'hi';
export type TranslateParams = Record<string, string | number>;

const STORAGE_KEY = 'language';

interface HindiPack {
  messages: Messages;
  domain: Record<string, string>;
}

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
  /** A text of this app by key, with {placeholders} filled in. */
  t: (key: MessageKey, params?: TranslateParams) => string;
  /** A text that came from src/domain or the server: translated when a translation exists. */
  tx: (text: string) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);
  const [hindi, setHindi] = useState<HindiPack | null>(null);

  useEffect(() => {
    document.documentElement.lang = language;
    if (language !== 'hi' || hindi) return;
    let cancelled = false;
    loadHindi().then(
      (pack) => {
        if (!cancelled) setHindi(pack);
      },
      () => {
        // The Hindi chunk did not arrive (offline): keep showing English rather than nothing.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, hindi]);

  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
  }, []);

  const value = useMemo<I18nValue>(() => {
    const pack = language === 'hi' ? hindi : null;
    const messages = pack?.messages ?? en;
    return {
      language,
      setLanguage,
      t: (key, params) => fill(messages[key], params),
      tx: (text) => pack?.domain[text] ?? text,
    };
  }, [language, hindi, setLanguage]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() must be used inside <I18nProvider>');
  return value;
}

function fill(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

function readStoredLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

async function loadHindi(): Promise<HindiPack> {
  const [{ hi }, { domainHi }] = await Promise.all([import('./hi'), import('./domain-hi')]);
  return { messages: hi, domain: domainHi };
}
