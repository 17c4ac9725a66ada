import { describe, expect, it } from 'vitest';
import { isConsoleAddress } from './consoleLoader';

describe('which addresses start the console early', () => {
  it('is the console and its screens, not a public path that merely begins alike', () => {
    expect(isConsoleAddress('/v2/admin')).toBe(true);
    expect(isConsoleAddress('/v2/admin/')).toBe(true);
    expect(isConsoleAddress('/v2/admin/bugs/12')).toBe(true);
    expect(isConsoleAddress('/v2/administrator')).toBe(false);
    expect(isConsoleAddress('/v2/home')).toBe(false);
  });
});
