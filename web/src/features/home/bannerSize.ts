// Banner geometry (spec §9): width follows the window, clamped to 1120–1990 px; height = width / 3.2.
export const BANNER_MIN_WIDTH = 1120;
export const BANNER_MAX_WIDTH = 1990;
export const BANNER_RATIO = 3.2;
export const BANNER_INTERVAL_MS = 5000;

export function bannerSize(viewportWidth: number): { width: number; height: number } {
  const width = Math.min(BANNER_MAX_WIDTH, Math.max(BANNER_MIN_WIDTH, viewportWidth));
  return { width, height: Math.round(width / BANNER_RATIO) };
}
