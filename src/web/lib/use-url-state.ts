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

export interface UrlFilters<N extends string> {
  /** The filters set in the address (missing ones left out). */
  values: Partial<Record<N, string>>;
  /** Sets (or with '' removes) one filter and returns the list to its first page. */
  set: (name: N, value: string) => void;
  /** Removes every filter of the list and returns it to its first page. */
  clear: () => void;
  /** True when any filter is set. */
  active: boolean;
}

/**
 * A list's search, filters, sort and view kept in the address as `<prefix>.<name>` (several lists
 * share one address), so a reload or a shared link shows the same rows. Changing one drops the
 * list's page (`pageParam`): page 4 of another filter means nothing.
 */
export function useUrlFilters<N extends string>(
  prefix: string,
  names: readonly N[],
  pageParam: string,
): UrlFilters<N> {
  const [params, setParams] = useSearchParams();
  const values: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = params.get(`${prefix}.${name}`);
    if (value) values[name] = value;
  }
  const key = names.join(',');
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        next.delete(pageParam);
        return next;
      }),
    [setParams, pageParam],
  );
  const set = useCallback(
    (name: N, value: string) =>
      update((next) => {
        if (value) next.set(`${prefix}.${name}`, value);
        else next.delete(`${prefix}.${name}`);
      }),
    [update, prefix],
  );
  const clear = useCallback(
    () =>
      update((next) => {
        for (const name of key.split(',')) next.delete(`${prefix}.${name}`);
      }),
    [update, prefix, key],
  );
  return { values, set, clear, active: Object.keys(values).length > 0 };
}
