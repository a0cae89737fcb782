// List state kept in the address (a tab, a page number): a reload or a shared link lands on the
// same view, and Back walks through what the person looked at.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

export interface UrlStateOptions {
  /** Correct the address in place (a page that no longer exists) instead of adding a step. */
  replace?: boolean;
}

/** A search parameter as state; `fallback` when it is missing or not one of `allowed`. */
export function useUrlParam<T extends string>(
  name: string,
  fallback: T,
  isAllowed: (value: string) => value is T,
): [T, (next: T, options?: UrlStateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && isAllowed(raw) ? raw : fallback;
  const setValue = useCallback(
    (next: T, options?: UrlStateOptions) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      }, options),
    [name, fallback, setParams],
  );
  return [value, setValue];
}

const isPageNumber = (value: string): value is `${number}` => /^[1-9]\d{0,5}$/.test(value);

/** A 1-based page number kept in the address under `name` (ADMIN_LIST_PARAMS in domain/paths). */
export function useUrlPage(
  name: string,
): [number, (page: number, options?: UrlStateOptions) => void] {
  const [raw, setRaw] = useUrlParam<`${number}`>(name, '1', isPageNumber);
  const setPage = useCallback(
    (page: number, options?: UrlStateOptions) =>
      setRaw(String(Math.max(1, page)) as `${number}`, options),
    [setRaw],
  );
  return [Number(raw), setPage];
}
