// Clear-signing text with an OpenPGP key (the maintained `openpgp` package): security.txt is
// published signed when a key is configured, as RFC 9116 §2.3 recommends. The key is read and
// unlocked once at start-up; a wrong passphrase stops start-up instead of the first request. The
// library is loaded only then: without a key the server never carries it.

export interface ClearSigner {
  /** The text as an OpenPGP cleartext signed message. */
  sign(text: string): Promise<string>;
  /** The signing key's fingerprint (upper-case hex). */
  fingerprint: string;
  /** When the key stops being valid, or null when it never expires. */
  expiresAt: Date | null;
  /** The public half, armored, for readers to verify with. */
  publicKeyArmored: string;
}

export async function loadClearSigner(armoredKey: string, passphrase?: string): Promise<ClearSigner> {
  const openpgp = await import('openpgp');
  const locked = await openpgp.readPrivateKey({ armoredKey });
  const key = locked.isDecrypted() ? locked : await openpgp.decryptKey({ privateKey: locked, passphrase: passphrase ?? '' });
  const expiry = await key.getExpirationTime();
  // The last text and its signature: a signature carries its creation time, so signing the same text
  // again would change the file (and its ETag) on every request.
  let last: { text: string; signed: Promise<string> } | null = null;
  return {
    sign(text) {
      if (last?.text !== text) last = { text, signed: openpgp.createCleartextMessage({ text }).then((message) => openpgp.sign({ message, signingKeys: key })) };
      return last.signed;
    },
    fingerprint: key.getFingerprint().toUpperCase(),
    expiresAt: expiry instanceof Date ? expiry : null,
    publicKeyArmored: key.toPublic().armor(),
  };
}
