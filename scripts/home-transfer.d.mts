// Types for home-transfer.mjs (a plain script module: the budget check runs it with node).
export const HOME_PAGE: string;
export const BROWSER_ACCEPT_ENCODING: string;
export interface TransferRow {
  file: string;
  kind: 'html' | 'js' | 'css';
  status: number;
  encoding: string;
  /** Read from the socket: status line, headers and body as sent. */
  bytes: number;
  bodyBytes: number;
  rawBytes: number;
}
export function homeFiles(dist: string): { manifest: Record<string, { file: string; css?: string[]; imports?: string[]; isDynamicEntry?: boolean }>; files: Set<string> };
export function measureHomeTransfer(
  origin: string,
  dist: string,
  acceptEncoding?: string,
): Promise<{
  rows: TransferRow[];
  files: Set<string>;
  manifest: ReturnType<typeof homeFiles>['manifest'];
  totals: { all: number; js: number; css: number; html: number; jsBody: number; raw: number };
}>;
