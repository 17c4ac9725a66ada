// Banner geometry (docs/rules.md#limits): width follows the window, clamped to 1120–1990 px; height = width / 3.2.
// The lower clamp is a desktop rule: on a narrower screen (a phone, a tablet) a 1120 px banner
// centred in the window loses both sides, and with them the title the artwork sets at its left.
// There the whole banner is shown, scaled to the window, at the same ratio.
export const BANNER_MIN_WIDTH = 1120;
export const BANNER_MAX_WIDTH = 1990;
export const BANNER_RATIO = 3.2;
export const BANNER_INTERVAL_MS = 5000;

export function bannerSize(viewportWidth: number): { width: number; height: number } {
  const width = viewportWidth < BANNER_MIN_WIDTH ? Math.max(0, viewportWidth) : Math.min(BANNER_MAX_WIDTH, viewportWidth);
  return { width, height: Math.round(width / BANNER_RATIO) };
}
