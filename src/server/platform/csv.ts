// CSV for spreadsheets (issue 14 exports), RFC 4180: fields with a comma, a quote or a line break
// are quoted, quotes doubled, rows end in CRLF. A UTF-8 byte order mark first, so Excel reads
// Hindi names as Hindi. Text that a spreadsheet could run as a formula gets a leading apostrophe
// and quotes: an exported name must never execute (OWASP "CSV Injection"). Issue 28: the guard
// looks at a cell as a spreadsheet may read it, not byte by byte: after NFKC ('＝' is '='), with
// format characters (zero-width space, joiners, direction marks, BOM) ignored and spaces before
// skipped; and it looks after each list separator too, since Excel in many locales splits a line
// on ';' ('x;=1+1;y' is three cells there). A ';' is always quoted so such a spreadsheet keeps
// the cell whole.
import { Readable } from 'node:stream';
import type { CsvCell, CsvDownload } from '@/contract/endpoint';

const BYTE_ORDER_MARK = '\uFEFF';
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** A formula character first (after spaces), or after a list separator (and spaces). */
const FORMULA = /(?:^|[,;])[^\S\t\r]*[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",;\r\n]/;

/** Whether a spreadsheet could read `text`, or a cell split from it at a separator, as a formula. */
function mayRunAsFormula(text: string): boolean {
  return FORMULA.test(text.normalize('NFKC').replace(FORMAT_CHARACTERS, ''));
}

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const guarded = mayRunAsFormula(cell) ? `'${cell}` : cell;
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
