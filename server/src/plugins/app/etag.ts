// One strong validator for a body the server holds in memory (the page, the API documents,
// security.txt and the CSAF files): a content hash, so two processes serving the same bytes agree.
import crypto from 'node:crypto';

export function strongEtag(body: Buffer | string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
