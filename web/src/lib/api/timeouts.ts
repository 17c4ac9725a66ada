// Per-call time limits of docs/rules.md#calls, #limits: uploads (the editor's snapshot and simple upload
// included) 5 minutes, exports 50 s, the remote-image catcher 60 s, everything else 30 s.
export const TIMEOUT_MS = { default: 30_000, upload: 300_000, export: 50_000, remoteCatch: 60_000 } as const;

export function timeoutFor(pathname: string): number {
  if (/\/(upload|ue-upload|ue-upload-simple|ue-snapshot)$/.test(pathname)) return TIMEOUT_MS.upload;
  if (/\/ue-catch-image$/.test(pathname)) return TIMEOUT_MS.remoteCatch;
  if (/(\/|-)export$/.test(pathname)) return TIMEOUT_MS.export;
  return TIMEOUT_MS.default;
}
