// Configuration of the published standards (security.txt, CSAF, CVE drafts), checked at start-up
// like the rest (config.ts): an unreadable key file or a malformed address stops the server with a
// message naming the variable instead of failing on the first request.
import fs from 'node:fs';
import { ConfigError } from './config-error';

export interface StandardsConfig {
  /** security.txt's mailbox Contact (SECURITY_CONTACT_EMAIL; default security@ the public host). */
  contactEmail: string;
  /** The CSAF publisher's name (CSAF_PUBLISHER_NAME). */
  publisherName: string;
  /** An armored OpenPGP private key that clear-signs security.txt (SECURITY_TXT_PGP_KEY_FILE), if any. */
  pgpKey: string | undefined;
  /** Its passphrase (SECURITY_TXT_PGP_PASSPHRASE), when the key is protected. */
  pgpPassphrase: string | undefined;
  /** The CNA's organisation UUID that CVE drafts name as assigner (CVE_ASSIGNER_ORG_ID). */
  cveAssignerOrgId: string;
}

/** A version 4 UUID, as CVE JSON 5 requires of an orgId; this one marks "to fill in". */
const PLACEHOLDER_ORG_ID = '00000000-0000-4000-8000-000000000000';
const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function standardsConfig(env: NodeJS.ProcessEnv, publicUrl: string): StandardsConfig {
  const contactEmail = env.SECURITY_CONTACT_EMAIL?.trim() || `security@${new URL(publicUrl).hostname}`;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(contactEmail)) throw new ConfigError(`SECURITY_CONTACT_EMAIL is not an email address: "${contactEmail}"`);
  const publisherName = env.CSAF_PUBLISHER_NAME?.trim() || 'Security Response Centre';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if ([...publisherName].length > 100 || /[\u0000-\u001f\u007f]/.test(publisherName)) throw new ConfigError('CSAF_PUBLISHER_NAME must be at most 100 characters without control characters');
  let pgpKey: string | undefined;
  const keyFile = env.SECURITY_TXT_PGP_KEY_FILE?.trim();
  if (keyFile) {
    try {
      pgpKey = fs.readFileSync(keyFile, 'utf8');
    } catch (err) {
      throw new ConfigError(`SECURITY_TXT_PGP_KEY_FILE cannot be read: ${(err as Error).message}`);
    }
    if (!pgpKey.includes('-----BEGIN PGP PRIVATE KEY BLOCK-----')) throw new ConfigError('SECURITY_TXT_PGP_KEY_FILE must hold an armored OpenPGP private key');
  } else if (env.SECURITY_TXT_PGP_PASSPHRASE) {
    throw new ConfigError('SECURITY_TXT_PGP_PASSPHRASE is set but SECURITY_TXT_PGP_KEY_FILE is not');
  }
  const cveAssignerOrgId = env.CVE_ASSIGNER_ORG_ID?.trim() || PLACEHOLDER_ORG_ID;
  if (!UUID4.test(cveAssignerOrgId)) throw new ConfigError(`CVE_ASSIGNER_ORG_ID must be a version 4 UUID, got "${cveAssignerOrgId}"`);
  return { contactEmail, publisherName, pgpKey, pgpPassphrase: env.SECURITY_TXT_PGP_PASSPHRASE || undefined, cveAssignerOrgId };
}
