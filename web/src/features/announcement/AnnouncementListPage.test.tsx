import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { AnnouncementListPage } from './AnnouncementListPage';

const item = (id: number) => ({ id, title: `Notice ${id}`, createTime: '2026-10-20 14:00:00', type: 1 as const, typeText: '', abstract: '' });

// The shared test machine can be slow to paint (Chakra, a page's first load): wait up to 5 s.
const SLOW = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe('public list page sizes (docs/rules.md#limits)', () => {
  it('offers 10, 20, 30 and 50 a page, 10 first, and a new size starts again at page 1', async () => {
    const api = stubApi().get('/v2/api/announcement', (url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      return { total: 45, announcements: Array.from({ length: Math.min(size, 45 - (page - 1) * size) }, (_, i) => item((page - 1) * size + i + 1)) };
    });
    renderWithApp(<AnnouncementListPage />, { lang: 'en' });
    expect(await screen.findByText('Notice 10', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Notice 20', {}, SLOW)).toBeTruthy();

    const sizes = screen.getByRole('combobox', { name: 'Items per page' }) as HTMLSelectElement;
    expect(Array.from(sizes.options).map((o) => o.value)).toEqual(['10', '20', '30', '50']);
    expect(sizes.value).toBe('10');
    fireEvent.change(sizes, { target: { value: '30' } });
    expect(await screen.findByText('Notice 30', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Notice 1')).toBeTruthy();
    await waitFor(() => expect([api.requests.at(-1)?.searchParams.get('page'), api.requests.at(-1)?.searchParams.get('pageSize')]).toEqual(['1', '30']));
  }, 20_000);
});
