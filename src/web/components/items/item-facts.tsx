// An item's category, size and condition as a details list, as the seller sees them: on the
// submission cards one line each on phones and three columns on wider cards, in the pickup list
// side by side in a row.
import { useT } from '@/web/i18n/i18n';
import { useItemText } from './use-item-text';

interface ItemFactsProps {
  item: { category: string; size: string; condition: string };
  layout: 'columns' | 'row';
}

const LAYOUTS = {
  columns: {
    list: 'grid gap-0.5 text-xs sm:grid-cols-3 sm:gap-2',
    fact: 'flex min-w-0 gap-1.5 sm:grid sm:gap-0',
    term: 'shrink-0 text-muted-foreground',
    value: 'min-w-0 font-medium wrap-break-word',
  },
  row: {
    list: 'flex flex-wrap gap-x-3 gap-y-0.5 text-xs',
    fact: 'flex gap-1',
    term: 'text-muted-foreground',
    value: 'font-medium',
  },
} as const;

export function ItemFacts({ item, layout }: ItemFactsProps) {
  const { t } = useT();
  const text = useItemText();
  const classes = LAYOUTS[layout];
  const facts = [
    { label: t('submit.category'), value: text.category(item.category) },
    { label: t('submit.size'), value: text.size(item.size) },
    { label: t('submit.condition'), value: text.condition(item.condition) },
  ];
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt className={classes.term}>{fact.label}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
