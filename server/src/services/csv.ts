// CSV downloads: UTF-8 with a byte-order mark (spreadsheets read Chinese right), quoted cells, and
// cells starting with = + - @ (or a tab / carriage return) prefixed with ' against formula injection.
export function csvCell(value: string | number): string {
  let text = String(value);
  // A number is never a formula: a negative amount stays a number a spreadsheet can add up.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
