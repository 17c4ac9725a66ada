// The message board's content field is plain text; the contract stores HTML, so each line becomes
// an escaped paragraph (nothing the visitor types can become markup).
export function plainToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `<p>${escape(line) || '<br>'}</p>`)
    .join('');
}
