import { describe, expect, it } from 'vitest';
import { levelProgress } from './UserHomePage';

describe('honour level progress', () => {
  it('is the share of the next level reached, capped at 100', () => {
    expect(levelProgress(0, 100)).toBe(0);
    expect(levelProgress(250, 1000)).toBe(25);
    expect(levelProgress(1500, 1000)).toBe(100);
  });
  it('is full at the top level', () => {
    expect(levelProgress(99999, null)).toBe(100);
  });
});
