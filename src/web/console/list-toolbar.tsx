// Above every console list (issue 14): the search (debounced, so the server is asked once the
// reviewer pauses), the list's filters, the date range, the sort and its order, the cards/table
// switch where a list has a table, and Clear filters. Everything lives in the address
// (use-url-state.ts): a reload or a shared link shows the same rows.
import { LayoutGrid, Table2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_FILTERS } from '@/domain/admin-list-filters';
import type { ListFilterName } from '@/domain/admin-list-filters';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import type { UrlFilters } from '@/web/lib/use-url-state';

/** How long typing must pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 350;

export const LIST_VIEWS = ['cards', 'table'] as const;
export type ListView = (typeof LIST_VIEWS)[number];
export function isListView(value: string): value is ListView {
  return (LIST_VIEWS as readonly string[]).includes(value);
}

export interface SelectFilter {
  name: Exclude<ListFilterName, 'q' | 'from' | 'to' | 'sort' | 'dir'>;
  label: MessageKey;
  options: readonly { value: string; label: string }[];
  /** What the select reads with no value chosen; 'Any' unless the list means something else. */
  anyLabel?: MessageKey;
}

/** A select of a fixed list of values, each option read as `labelOf` says (its catalogue text). */
export function selectOf<V extends string>(
  name: SelectFilter['name'],
  label: MessageKey,
  values: readonly V[],
  labelOf: (value: V) => string,
): SelectFilter {
  return { name, label, options: values.map((value) => ({ value, label: labelOf(value) })) };
}

/**
 * Users and Agents: current accounts unless staff ask for the erased ones, whose rows stay as the
 * pseudonym of their money records (decision 0022), so the list, its count and the totals agree.
 */
export function accountSelect(t: (key: MessageKey) => string): SelectFilter {
  return {
    ...selectOf('account', 'adminLists.account', ACCOUNT_FILTERS, (value) =>
      t(`adminLists.account.${value}`),
    ),
    anyLabel: 'adminLists.account.current',
  };
}

/** What a list tells its toolbar; the list (admin-list.tsx) adds its filters and, under a heading, its name. */
export type ToolbarOptions = Omit<ListToolbarProps, 'filters' | 'title'> & { title?: string };

interface ListToolbarProps {
  /** The list's name, for the search region's label ('Users: search and filters'). */
  title: string;
  searchHint: string;
  filters: UrlFilters<ListFilterName>;
  selects?: readonly SelectFilter[];
  /** The list's sort keys (the first is its default); none for a list in one fixed order. */
  sorts?: readonly string[];
  /** The cards/table switch, for lists that have a table. */
  view?: { value: ListView; onChange: (view: ListView) => void };
}

export function ListToolbar({
  title,
  searchHint,
  filters,
  selects = [],
  sorts = [],
  view,
}: ListToolbarProps) {
  const { t } = useT();
  const { values, set } = filters;
  return (
    <div
      role="search"
      aria-label={t('adminLists.toolbar', { list: title })}
      className="grid gap-3 rounded-xl border border-border bg-card p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchField value={values.q ?? ''} hint={searchHint} set={set} />
        {view ? <ViewSwitch view={view.value} onChange={view.onChange} /> : null}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {selects.map((filter) => (
          <LabelledControl key={filter.name} label={t(filter.label)}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values[filter.name] ?? ''}
                onChange={(event) => set(filter.name, event.target.value)}
              >
                <option value="">{t(filter.anyLabel ?? 'adminLists.any')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
        ))}
        {(['from', 'to'] as const).map((name) => (
          <LabelledControl key={name} label={t(`adminLists.${name}`)}>
            {(control) => (
              <Input
                {...control}
                type="date"
                // The picker offers no day that would put from after to.
                min={name === 'to' ? values.from : undefined}
                max={name === 'from' ? values.to : undefined}
                value={values[name] ?? ''}
                onChange={(event) => set(name, event.target.value)}
              />
            )}
          </LabelledControl>
        ))}
        {sorts.length > 0 ? (
          <>
            <LabelledControl label={t('adminLists.sort')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.sort ?? ''}
                  onChange={(event) => set('sort', event.target.value)}
                >
                  {sorts.map((sort, index) => (
                    <option key={sort} value={index === 0 ? '' : sort}>
                      {t(`adminLists.sort.${sort}` as MessageKey)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </LabelledControl>
            <LabelledControl label={t('adminLists.dir')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.dir ?? ''}
                  onChange={(event) => set('dir', event.target.value)}
                >
                  <option value="">{t('adminLists.any')}</option>
                  <option value="desc">{t('adminLists.dir.desc')}</option>
                  <option value="asc">{t('adminLists.dir.asc')}</option>
                </NativeSelect>
              )}
            </LabelledControl>
          </>
        ) : null}
      </div>
      {filters.active ? (
        <div>
          <Button variant="outline" size="sm" onClick={filters.clear}>
            <X aria-hidden="true" />
            {t('adminLists.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The search box: what is typed shows at once and is sent after a pause. A change of the address
 * from elsewhere (Clear filters, Back) replaces the text, but the echo of our own send does not,
 * so letters typed while it travelled stay.
 */
function SearchField({
  value,
  hint,
  set,
}: {
  value: string;
  hint: string;
  /** Stable across renders (the list's filters), so a poll does not restart the pause. */
  set: UrlFilters<ListFilterName>['set'];
}) {
  const { t } = useT();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      set('q', next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, set]);
  return (
    <LabelledControl label={t('adminLists.search')} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="search"
          maxLength={100}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </LabelledControl>
  );
}

function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-2">
      <span id={id} className="text-sm leading-none font-medium">
        {t('adminLists.view')}
      </span>
      <div className="flex gap-1">
        {LIST_VIEWS.map((option) => {
          const Icon = option === 'cards' ? LayoutGrid : Table2;
          return (
            <Button
              key={option}
              variant={view === option ? 'default' : 'outline'}
              aria-pressed={view === option}
              onClick={() => onChange(option)}
            >
              <Icon aria-hidden="true" />
              {t(`adminLists.view.${option}`)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
