// An export is a bulk read of personal data: the audit entry names who took which rows, written
// before the first byte leaves.
import type { CsvDownload } from '@/contract/endpoint';
import type { Db } from '@/server/db/client';
import { dateRangeOrRefuse } from '@/server/features/analytics';
import { recordAudit } from '@/server/platform/audit-log';
import { readExport, type ExportTable } from './export-table';

export async function exportCsv(
  db: Db,
  adminId: string,
  table: ExportTable,
  query: { from: string; to: string },
): Promise<CsvDownload> {
  const range = dateRangeOrRefuse(query);
  await recordAudit(db, {
    actorType: 'admin',
    actorId: adminId,
    action: 'export.downloaded',
    targetType: 'export',
    targetId: table.name,
    details: { from: range.from, to: range.to },
  });
  return readExport(db, table, range);
}
