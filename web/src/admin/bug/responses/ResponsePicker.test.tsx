// Common responses where staff write to the researcher: the picker (the report's language first),
// the text inserted with its placeholders intact, and the server's filled preview under the field —
// in the reply box, the ignore dialog and the rating dialog; the responses screen's placeholder help
// and its check of unknown ones.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { adminBug, coefficients } from '../bugFixture';
import { BugReviewThread } from '../review/BugReviewThread';
import { AllowedActionsBar } from '../review/AllowedActionsBar';
import { CommonResponsesPage } from './CommonResponsesPage';

beforeEach(() => signInStaff(['owner']));
afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const at = '2026-10-01 10:00:00';
const RESPONSES = [
  { id: 1, title: '已收到', content: '{researcher}，你好：已收到 #{id}', language: 'zh' as const, createTime: at, updateTime: at },
  { id: 2, title: 'Received', content: 'Hello {researcher}, we got #{id}', language: 'en' as const, createTime: at, updateTime: at },
  { id: 3, title: 'Out of scope', content: 'Sorry {researcher}, #{id} is out of scope', language: 'en' as const, createTime: at, updateTime: at },
];

/** The researcher's name and the report's id, as the server would fill them (echoing the move asked for). */
const filled = (form: URLSearchParams) => ({
  content: `${form.get('content')!.replaceAll('{researcher}', 'WangSec').replaceAll('{id}', '11')}${form.get('level') ? ` [level ${form.get('level')}, ${form.get('ratingCoins')} coins]` : ''}`,
});

function stub() {
  return stubApi()
    .get('/v2/admin/api/common-response', (url) => {
      const language = url.searchParams.get('responseLanguage');
      const responses = RESPONSES.filter((r) => r.language === language);
      return { total: responses.length, responses };
    })
    .get('/v2/admin/api/bug/{id}/comment', { total: 0, comments: [] })
    .get('/v2/api/business-coefficient', { coefficients })
    .post('/v2/admin/api/bug/{id}/response-preview', (_url, form) => filled(form))
    .post('/v2/admin/api/bug/{id}/comment', { id: 9 })
    .post('/v2/admin/api/bug/{id}/action', { status: 52, rewardCoins: 0, ledgerDelta: 0 });
}

const groupsOf = (select: HTMLElement) => [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)]);
const previews = (api: ReturnType<typeof stub>) => api.posts.filter((p) => p.path.endsWith('/response-preview'));

describe('common responses in the reply box', () => {
  it(
    'offers the report’s language first, inserts the text unfilled and previews it filled',
    async () => {
      const api = stub();
      renderWithApp(<BugReviewThread bugId={11} reportLanguage="en" />, { lang: 'zh' });
      await screen.findByRole('option', { name: 'Received' });
      const picker = screen.getByLabelText('插入常用回复');
      expect(groupsOf(picker)).toEqual([
        ['英文（报告语言）', ['Received', 'Out of scope']],
        ['中文', ['已收到']],
      ]);
      fireEvent.change(picker, { target: { value: '2' } });
      const box = screen.getByLabelText('回复研究员') as HTMLTextAreaElement;
      expect(box.value).toBe('Hello {researcher}, we got #{id}');
      const preview = await screen.findByRole('region', { name: '研究员将看到' });
      await waitFor(() => expect(within(preview).getByTestId('response-preview').textContent).toBe('Hello WangSec, we got #11'));
      expect(previews(api).map((p) => p.form.get('content'))).toEqual(['Hello {researcher}, we got #{id}']);
      // Sending posts the text with its placeholders: the server fills them for the researcher.
      fireEvent.click(screen.getByRole('button', { name: '发送' }));
      await waitFor(() => expect(api.posts.filter((p) => p.path.endsWith('/comment'))).toHaveLength(1));
      expect(api.posts.find((p) => p.path.endsWith('/comment'))!.form.get('content')).toBe('Hello {researcher}, we got #{id}');
    },
    SLOW,
  );

  it('shows no preview for a text without placeholders', async () => {
    const api = stub();
    renderWithApp(<BugReviewThread bugId={11} reportLanguage="zh" />, { lang: 'en' });
    const box = (await screen.findByLabelText('Reply to the researcher')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Plain {not a placeholder}' } });
    expect(screen.queryByRole('region', { name: 'The researcher will read' })).toBeNull();
    fireEvent.change(box, { target: { value: 'Hi {researcher}' } });
    expect(await screen.findByRole('region', { name: 'The researcher will read' })).toBeTruthy();
    await waitFor(() => expect(previews(api)).toHaveLength(1));
  });
});

describe('common responses in the move dialogs', () => {
  it(
    'fills the ignore note from a response and previews it',
    async () => {
      const api = stub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 20, allowedActions: ['update@confirm', 'update@ignore'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
      const dialog = await screen.findByRole('alertdialog');
      await within(dialog).findByRole('option', { name: 'Out of scope' });
      fireEvent.change(within(dialog).getByLabelText('Insert a common response'), { target: { value: '3' } });
      expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Sorry {researcher}, #{id} is out of scope');
      const preview = await within(dialog).findByRole('region', { name: 'The researcher will read' });
      await waitFor(() => expect(within(preview).getByTestId('response-preview').textContent).toBe('Sorry WangSec, #11 is out of scope'));
      expect(previews(api)[0]!.form.get('action')).toBe('update@ignore');
    },
    SLOW,
  );

  it(
    'previews a rating’s note with the level and coins being set',
    async () => {
      const api = stub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 20, auditLevel: null, level: 2, allowedActions: ['update@confirm', 'update@ignore'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('option', { name: 'Received' });
      fireEvent.change(within(dialog).getByLabelText('Insert a common response'), { target: { value: '2' } });
      const preview = await within(dialog).findByRole('region', { name: 'The researcher will read' });
      await waitFor(() => expect(within(preview).getByTestId('response-preview').textContent).toMatch(/^Hello WangSec, we got #11 \[level 2, \d+ coins\]$/));
      const asked = previews(api).at(-1)!.form;
      expect([asked.get('action'), asked.get('level')]).toEqual(['update@confirm', '2']);
    },
    SLOW,
  );
});

describe('the responses screen', () => {
  it(
    'lists the placeholders with their meaning and refuses an unknown one before sending',
    async () => {
      const api = stubApi().get('/v2/admin/api/common-response', { total: 0, responses: [] }).post('/v2/admin/api/common-response', { id: 5 });
      renderWithApp(<CommonResponsesPage />, { lang: 'en', path: '/v2/responses' });
      const help = await screen.findByRole('region', { name: 'Placeholders' });
      expect(within(help).getByText('{deadline}')).toBeTruthy();
      expect(within(help).getByText('the re-check’s due time, else the next SLA due time')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'New response' }));
      const dialog = await screen.findByRole('dialog', { name: 'New common response' });
      fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Hello' } });
      fireEvent.change(within(dialog).getByLabelText(/Text/), { target: { value: 'Hello {name}, about {title}' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Unknown placeholder {name}; use one of the placeholders listed below')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(/Text/), { target: { value: 'Hello {researcher}, about {title}' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]!.form.get('content')).toBe('Hello {researcher}, about {title}');
    },
    SLOW,
  );
});
