// Saves text the page already holds as a file the browser downloads (a CVE draft, the regulator's
// form): a link to a blob of it, clicked once and removed.
export function saveFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
