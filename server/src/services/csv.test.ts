import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

// Rows end in CRLF; a quoted cell may hold a lone line feed or carriage return.
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('toCsv', () => {
  it('starts with the byte-order mark and ends every row with CRLF', () => {
    const csv = toCsv(['编号', 'name'], [[1, '报告']]);
    expect(csv.startsWith('\uFEFF编号,name\r\n1,报告\r\n')).toBe(true);
  });

  it('quotes a cell holding a comma, a semicolon, a quote or a line break', () => {
    expect(lines(toCsv(['a'], [['x,y'], ['x;=1+1'], ['say "hi"'], ['two\nlines'], ['cr\rhere']])).slice(1, 6)).toEqual(['"x,y"', '"x;=1+1"', '"say ""hi"""', '"two\nlines"', '"cr\rhere"']);
  });

  it('neutralises a text cell that a spreadsheet would read as a formula, in the header too', () => {
    const cells = ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '\uFF1D1+1', '=HYPERLINK("http://x","y")', '=1;2'];
    const [header, row] = lines(toCsv(['=head'], [cells]));
    expect(header).toBe("'=head");
    expect(row).toBe(`'=1+1,'+1,'-1+2,'@SUM(A1),'\t=1,"'\r=1",'\uFF1D1+1,"'=HYPERLINK(""http://x"",""y"")","'=1;2"`);
  });

  it('leaves numbers, negative ones too, and text that only holds these characters later', () => {
    expect(lines(toCsv(['a', 'b', 'c'], [[-5, 'a=b', 'x-1']]))[1]).toBe('-5,a=b,x-1');
  });
});
