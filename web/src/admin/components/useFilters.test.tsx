import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFilters } from './useFilters';

function setup(start: string) {
  const location = memoryLocation({ path: start, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  return { location, ...renderHook(() => useFilters(['state', 'keyword'] as const), { wrapper }) };
}

describe('useFilters', () => {
  it('reads the filters and page from the address, ignoring other and empty keys', () => {
    const { result } = setup('/bugs?state=10&keyword=&other=x&page=3&language=en');
    expect(result.current.values).toEqual({ state: '10' });
    expect(result.current.page).toBe(3);
  });

  it('a filter change goes back to page 1 and keeps the language', () => {
    const { result, location } = setup('/bugs?state=10&page=3&language=en');
    act(() => result.current.set({ keyword: 'xss' }));
    const query = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ state: '10', keyword: 'xss', language: 'en' });
    act(() => result.current.set({ state: '', page: 2 }));
    const next = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(next)).toEqual({ keyword: 'xss', language: 'en', page: '2' });
  });
});
