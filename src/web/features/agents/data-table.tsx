// The agent dashboard's tables (the ledger, the leaderboard): a sideways-scrolling box, a caption
// for screen readers and one header row.
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export interface Column {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

interface DataTableProps {
  caption: string;
  columns: readonly Column[];
  /** The space after each column but the last. */
  gap: 'pr-2' | 'pr-3';
  /** The body rows. */
  children: ReactNode;
}

export function DataTable({ caption, columns, gap, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'py-2 font-medium',
                  index < columns.length - 1 && gap,
                  column.numeric && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
