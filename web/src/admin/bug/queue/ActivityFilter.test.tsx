import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { ActivityFilter } from './ActivityFilter';

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 5_000 };
const newest = Array.from({ length: 50 }, (_, i) => ({ id: 100 - i, title: `Recent ${100 - i}` }));
const old = { id: 7, title: 'Year-end crowd test 2019' };

describe('the queue activity filter', () => {
  it('searches activities by title beyond the newest page and keeps the chosen one while searching on', async () => {
    const api = stubApi().get('/v2/admin/api/activity', (url) => {
      const keyword = url.searchParams.get('keyword');
      if (!keyword) return { total: 51, activities: newest };
      return { total: 1, activities: [old, ...newest].filter((a) => a.title.toLowerCase().includes(keyword.toLowerCase())) };
    });
    const onChange = vi.fn();
    // The queue keeps the choice in its address; a state stands in for it here.
    function Holder() {
      const [value, setValue] = useState<string | undefined>(undefined);
      return (
        <ActivityFilter
          value={value}
          onChange={(id) => {
            onChange(id);
            setValue(id);
          }}
        />
      );
    }
    renderWithApp(<Holder />, { lang: 'en' });
    const select = (await screen.findByRole('combobox', { name: 'Activity' })) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(51), SLOW);
    expect(screen.queryByRole('option', { name: old.title })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search activity titles' }), { target: { value: ' year-end ' } });
    expect(await screen.findByRole('option', { name: old.title }, SLOW)).toBeTruthy();
    expect(api.requests.at(-1)?.searchParams.get('keyword')).toBe('year-end');
    expect(select.options).toHaveLength(2);
    fireEvent.change(select, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledWith('7');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search activity titles' }), { target: { value: 'recent 99' } });
    expect(await screen.findByRole('option', { name: 'Recent 99' }, SLOW)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Activity' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(old.title);
  }, 20_000);
});
