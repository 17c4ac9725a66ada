import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { CommonResponsesPage } from './CommonResponsesPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const saved = { id: 4, title: 'Need the request', content: 'Please attach the full request.', language: 'en' as const, createTime: '2026-10-01 10:00:00', updateTime: '2026-10-02 10:00:00' };

function stub() {
  return stubApi()
    .get('/v2/admin/api/common-response', { total: 1, responses: [saved] })
    .post('/v2/admin/api/common-response', { id: 5 })
    .put('/v2/admin/api/common-response/{id}', {})
    .delete('/v2/admin/api/common-response/{id}', {});
}

describe('common responses', () => {
  it(
    'filters by language through the address and the request',
    async () => {
      const api = stub();
      const { location } = renderWithApp(<CommonResponsesPage />, { lang: 'en', path: '/v2/responses', search: 'language=en' });
      await screen.findByText('Need the request');
      expect(api.requests[0]!.searchParams.get('responseLanguage')).toBe('all');
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh' } });
      await waitFor(() => expect(location.history.at(-1)).toContain('responseLanguage=zh'));
      await waitFor(() => expect(api.requests.at(-1)!.searchParams.get('responseLanguage')).toBe('zh'));
    },
    SLOW,
  );

  it(
    'creates one with field errors first, edits one with PUT, deletes only after confirming',
    async () => {
      const api = stub();
      renderWithApp(<CommonResponsesPage />, { lang: 'en', path: '/v2/responses' });
      await screen.findByText('Need the request');
      fireEvent.click(screen.getByRole('button', { name: 'New response' }));
      let dialog = await screen.findByRole('dialog', { name: 'New common response' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Please enter a title')).toBeTruthy();
      expect(within(dialog).getByText('Please enter the text')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: '需要请求包' } });
      fireEvent.change(within(dialog).getByLabelText(/Language/), { target: { value: 'zh' } });
      fireEvent.change(within(dialog).getByLabelText(/Text/), { target: { value: '请补充完整的请求包。' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]).toMatchObject({ method: 'POST', path: '/v2/admin/api/common-response' });
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ title: '需要请求包', content: '请补充完整的请求包。', language: 'zh' });

      fireEvent.click(await screen.findByRole('button', { name: 'Edit "Need the request"' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit common response' });
      expect((within(dialog).getByLabelText(/Text/) as HTMLTextAreaElement).value).toBe('Please attach the full request.');
      fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Need the full request' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.posts).toHaveLength(2));
      expect(api.posts[1]).toMatchObject({ method: 'PUT', path: '/v2/admin/api/common-response/4' });

      fireEvent.click(await screen.findByRole('button', { name: 'Delete "Need the request"' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(api.posts).toHaveLength(2);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.posts).toHaveLength(3));
      expect(api.posts[2]).toMatchObject({ method: 'DELETE', path: '/v2/admin/api/common-response/4' });
    },
    SLOW,
  );
});

describe('common responses for a viewer', () => {
  it(
    'lists the saved replies with nothing to create, edit or delete',
    async () => {
      signInStaff(['viewer']);
      stub();
      renderWithApp(<CommonResponsesPage />, { lang: 'en', path: '/v2/responses' });
      expect(await screen.findByText('Please attach the full request.')).toBeTruthy();
      expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([]);
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    },
    SLOW,
  );
});
