// The CSV writer of the exports (issue 14): RFC 4180 quoting and the spreadsheet formula guard.
import { describe, expect, it } from 'vitest';
import { contentDisposition, csvField, csvLine, csvStream } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['कुर्ता', 'कुर्ता'],
    ['=1+1', "'=1+1"],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['', ''],
    ['a;b', '"a;b"'],
  ])('writes %j as %j', (cell, written) => {
    expect(csvField(cell)).toBe(written);
  });

  // OWASP CSV injection (issue 28): a cell a spreadsheet could run as a formula, seen as the
  // spreadsheet sees it (NFKC, format characters ignored, spaces before), and a formula after a
  // list separator (Excel in many locales splits on ';'), gets the apostrophe and quotes.
  it.each([
    ['x;=1+1;y', `"'x;=1+1;y"`],
    ['x,=1+1', `"'x,=1+1"`],
    ['x; @SUM(A1)', `"'x; @SUM(A1)"`],
    ['x;\u200b-2+3', `"'x;\u200b-2+3"`],
    ['\uFF1D1+1', "'\uFF1D1+1"], // full-width equals sign
    ['\uFF0B1+1', "'\uFF0B1+1"], // full-width plus sign
    ['\uFF201+1', "'\uFF201+1"], // full-width commercial at
    ['\u200b=1+1', "'\u200b=1+1"], // zero-width space
    ['\u2060\uFEFF=1+1', "'\u2060\uFEFF=1+1"], // word joiner, byte order mark
    ['\u200e+91 98765', "'\u200e+91 98765"], // left-to-right mark
    [' =1+1', "' =1+1"],
    ['\u00a0=1+1', "'\u00a0=1+1"], // no-break space
    ['\u3000=1+1', "'\u3000=1+1"], // ideographic space
    ['\r=1+1', `"'\r=1+1"`],
    ['a - b', 'a - b'],
    ['Item #8; size M', '"Item #8; size M"'],
    ['x;y=1', '"x;y=1"'],
  ])('neutralises %j as %j', (cell, written) => {
    expect(csvField(cell)).toBe(written);
  });

  it('writes numbers as they are and null as an empty field', () => {
    expect(csvLine([12, null, 'x'])).toBe('12,,x\r\n');
  });
});

describe('csvStream', () => {
  it('starts with the BOM and the header, one CRLF line per row', async () => {
    async function* rows() {
      yield ['1', 'a,b'];
      yield ['2', null];
    }
    let text = '';
    for await (const chunk of csvStream({
      filename: 'x.csv',
      header: ['ID', 'Name'],
      rows: rows(),
    }))
      text += String(chunk);
    expect(text).toBe('\uFEFFID,Name\r\n1,"a,b"\r\n2,\r\n');
  });
});

it('names the attachment with safe characters only', () => {
  expect(contentDisposition('items-2025-03-01-to-2025-03-07.csv')).toBe(
    'attachment; filename="items-2025-03-01-to-2025-03-07.csv"',
  );
  expect(contentDisposition('a"b\r\n.csv')).toBe('attachment; filename="a_b__.csv"');
});
