import { describe, expect, it } from 'vitest';
import { bannerSize } from './bannerSize';

describe('banner size (spec §9)', () => {
  it('clamps the width to 1120–1990 and keeps height = width / 3.2', () => {
    expect(bannerSize(800)).toEqual({ width: 1120, height: 350 });
    expect(bannerSize(1280)).toEqual({ width: 1280, height: 400 });
    expect(bannerSize(2560)).toEqual({ width: 1990, height: 622 });
  });
});
