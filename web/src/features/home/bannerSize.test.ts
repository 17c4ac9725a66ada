import { describe, expect, it } from 'vitest';
import { bannerSize } from './bannerSize';

describe('banner size (docs/rules.md#limits)', () => {
  it('clamps the width to 1120–1990 and keeps height = width / 3.2 from 1120 px up', () => {
    expect(bannerSize(1120)).toEqual({ width: 1120, height: 350 });
    expect(bannerSize(1280)).toEqual({ width: 1280, height: 400 });
    expect(bannerSize(2560)).toEqual({ width: 1990, height: 622 });
  });

  it('on a narrower screen shows the whole banner scaled to the window, never wider', () => {
    expect(bannerSize(390)).toEqual({ width: 390, height: 122 });
    expect(bannerSize(800)).toEqual({ width: 800, height: 250 });
    expect(bannerSize(1119).width).toBe(1119);
  });
});
