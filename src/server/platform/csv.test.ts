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
  ])('writes %j as %j', (cell, written) => {
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
