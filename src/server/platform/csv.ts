// CSV for spreadsheets (issue 14 exports), RFC 4180: fields with a comma, a quote or a line break
// are quoted, quotes doubled, rows end in CRLF. A UTF-8 byte order mark first, so Excel reads
// Hindi names as Hindi. Text that a spreadsheet would run as a formula (= + - @, and a leading
// tab or carriage return) gets a leading apostrophe: an exported name must never execute.
import { Readable } from 'node:stream';
import type { CsvCell, CsvDownload } from '@/contract/endpoint';

const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const guarded = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** The whole file as a stream: the mark and header first, then each row as it is read. */
export function csvStream(download: CsvDownload): Readable {
  async function* lines() {
    yield BYTE_ORDER_MARK + csvLine(download.header);
    for await (const row of download.rows) yield csvLine(row);
  }
  return Readable.from(lines());
}

/** An attachment name the header can carry as it is (letters, digits, dot, dash, underscore). */
export function contentDisposition(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
