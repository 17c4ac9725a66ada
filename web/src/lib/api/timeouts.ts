// Per-call time limits of docs/rules.md#calls, #limits: uploads 5 minutes, exports 50 s, everything else 30 s.
export const TIMEOUT_MS = { default: 30_000, upload: 300_000, export: 50_000 } as const;

export function timeoutFor(pathname: string): number {
  if (/\/(upload|ue-upload)$/.test(pathname)) return TIMEOUT_MS.upload;
  if (/(\/|-)export$/.test(pathname)) return TIMEOUT_MS.export;
  return TIMEOUT_MS.default;
}
