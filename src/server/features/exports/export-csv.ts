// An export is a bulk read of personal data: the audit entry names who took which rows, written
// before the first byte leaves.
import type { CsvDownload } from '@/contract/endpoint';
import type { Db } from '@/server/db/client';
import { dateRangeOrRefuse } from '@/server/features/analytics';
import { recordAdminAction } from '@/server/platform/audit-log';
import { readExport, type ExportTable } from './export-table';

export async function exportCsv(
  db: Db,
  adminId: string,
  table: ExportTable,
  query: { from: string; to: string },
): Promise<CsvDownload> {
  const range = dateRangeOrRefuse(query);
  await recordAdminAction(
    db,
    adminId,
    'export.downloaded',
    { type: 'export', id: table.name },
    { from: range.from, to: range.to },
  );
  return readExport(db, table, range);
}
