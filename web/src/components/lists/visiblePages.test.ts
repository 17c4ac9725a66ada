import { describe, expect, it } from 'vitest';
import { visiblePages } from './Paginator';

describe('paginator pages', () => {
  it('shows first, last and two either side of the current page, with gaps as 0', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 12]);
    expect(visiblePages(1, 12)).toEqual([1, 2, 3, 0, 12]);
  });
});
