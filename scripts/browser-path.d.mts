// Types for browser-path.mjs (a plain script module: ensure-browser.mjs runs it with node).
export function chromiumPath(argv?: string[]): string;
export const HEADLESS_SHELL: { path: string; debianPackage: string };
export const FULL_BROWSER: { path: string; debianPackage: string };
