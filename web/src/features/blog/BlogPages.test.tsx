import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { BlogDetailPage } from './BlogDetailPage';
import { BlogListPage, tagOf } from './BlogListPage';

type Summary = components['schemas']['BlogArticleSummary'];

const article = (id: number, categoryId = 1): Summary => ({
  id,
  title: `Article ${id}`,
  imgurl: '',
  author: 'SRC',
  category: { id: categoryId, name: `Category ${categoryId}` },
  createTime: '2026-10-20 14:00:00',
  viewCnt: 10,
  voteCnt: 3,
  voted: false,
  tags: [],
  abstract: 'About it',
});

// The shared test machine can be slow to paint (Chakra, a page's first load): wait up to 5 s.
const SLOW = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

describe('blog list', () => {
  it('loads 10 more at a time until the total, and starts again for another category', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => article(i + 1));
    const api = stubApi()
      .get('/v2/api/blog/category', { categories: [{ id: 2, name: 'Talks' }] })
      .get('/v2/api/blog/article', (url) => {
        if (url.searchParams.get('categoryId') === '2') return { total: 1, articles: [article(99, 2)] };
        const page = Number(url.searchParams.get('page'));
        return { total: 12, articles: twelve.slice((page - 1) * 10, page * 10) };
      });
    renderWithApp(<BlogListPage />, { lang: 'en' });
    expect(await screen.findByText('Article 10', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Article 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Article 12', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Article 1')).toBeTruthy();
    expect(screen.getByText('No more')).toBeTruthy();
    const asked = api.requests.filter((u) => u.pathname === '/v2/api/blog/article').map((u) => [u.searchParams.get('page'), u.searchParams.get('pageSize')]);
    expect(asked).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);

    fireEvent.click(await screen.findByRole('tab', { name: 'Talks' }, SLOW));
    expect(await screen.findByText('Article 99', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Article 1')).toBeNull();
    const last = api.requests.at(-1)!;
    expect([last.searchParams.get('categoryId'), last.searchParams.get('page')]).toEqual(['2', '1']);
  }, 20_000);

  it('shows the failure of the first page with a retry that asks again', async () => {
    const api = stubApi().get('/v2/api/blog/category', { categories: [] }).fail('/v2/api/blog/article', 1002, 'Gone');
    renderWithApp(<BlogListPage />, { lang: 'en' });
    expect(await screen.findByText('Gone', {}, SLOW)).toBeTruthy();
    api.get('/v2/api/blog/article', { total: 1, articles: [article(5)] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Article 5', {}, SLOW)).toBeTruthy();
  }, 20_000);
});

describe('blog tags', () => {
  it('filters the list by a clicked tag (tagId in the address and the request) until cleared', async () => {
    const tagged = { ...article(7), tags: [{ id: 4, name: 'XSS' }] };
    const api = stubApi()
      .get('/v2/api/blog/category', { categories: [] })
      .get('/v2/api/blog/article', (url) => (url.searchParams.get('tagId') === '4' ? { total: 1, articles: [tagged] } : { total: 2, articles: [tagged, article(8)] }));
    const { location } = renderWithApp(<BlogListPage />, { lang: 'en', path: '/blog/list', search: 'language=en' });
    expect(await screen.findByText('Article 8', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Articles tagged XSS' }));
    expect(location.history.at(-1)).toBe('/v2/blog/list?tagId=4&language=en');
    expect(await screen.findByText('Tagged: XSS', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Article 8')).toBeNull(), SLOW);
    expect(api.requests.at(-1)?.searchParams.get('tagId')).toBe('4');

    fireEvent.click(screen.getByRole('link', { name: 'Clear tag' }));
    expect(await screen.findByText('Article 8', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Tagged: XSS')).toBeNull();
  }, 20_000);

  it('reads only a valid tag id from the address', () => {
    expect(tagOf('tagId=12&language=en')).toBe(12);
    expect(tagOf('tagId=0')).toBeNull();
    expect(tagOf('tagId=abc')).toBeNull();
    expect(tagOf('tagId=99999999999')).toBeNull();
    expect(tagOf('')).toBeNull();
  });
});

describe('blog article', () => {
  beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));

  it('likes then unlikes with the counts of the answers, without reading the article again', async () => {
    const detail = { ...article(5), voteCnt: 3, content: '<p>Body</p>' };
    const api = stubApi()
      .get('/v2/api/blog/article/{id}', { article: detail, pre: null, next: null })
      .get('/v2/api/blog/article', { total: 0, articles: [] })
      .post('/v2/api/blog/article/{id}/vote', { voted: true, voteCnt: 4 })
      .delete('/v2/api/blog/article/{id}/vote', { voted: false, voteCnt: 3 });
    renderWithApp(<BlogDetailPage params={{ id: '5' }} />, { lang: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: /点赞 · 3/ }, SLOW));
    expect(await screen.findByRole('button', { name: /已赞 · 4/, pressed: true }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /已赞 · 4/ }));
    expect(await screen.findByRole('button', { name: /点赞 · 3/, pressed: false }, SLOW)).toBeTruthy();
    expect(api.posts.map((p) => `${p.method} ${p.path}`)).toEqual(['POST /v2/api/blog/article/5/vote', 'DELETE /v2/api/blog/article/5/vote']);
    // Reading the article counts a view: a like must not read it again.
    expect(api.requests.filter((u) => u.pathname === '/v2/api/blog/article/5')).toHaveLength(1);
    // The recommended list orders by likes: it is read again after each change.
    await waitFor(() => expect(api.requests.filter((u) => u.pathname === '/v2/api/blog/article')).toHaveLength(3), SLOW);
  }, 20_000);
});
