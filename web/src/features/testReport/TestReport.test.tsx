import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { appStore } from '../../lib/store';
import { errorModalAtom } from '../../lib/ui';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { MyTestReportsPage } from './MyTestReportsPage';
import { TestReportPage } from './TestReportPage';

beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  act(() => setSession({ status: 'unknown' }));
});

describe('test report form (docs/rules.md#validation)', () => {
  it('asks for the name and ip in Chinese, with the limits', async () => {
    const api = stubApi().post('/v2/api/report/submit', { id: 1 });
    renderWithApp(<TestReportPage />, { lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '提交报备' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请填写测试IP')).toBeTruthy();
    expect(screen.queryByLabelText(/邮箱/)).toBeNull();
    expect(api.posts).toHaveLength(0);
  });

  it('asks for the email in English and sends the sorted time range with whole days', async () => {
    window.history.replaceState(null, '', '/v2/loophole/testReporting?language=en');
    const api = stubApi().post('/v2/api/report/submit', { id: 1 });
    renderWithApp(<TestReportPage />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('please fill in email')).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText(/Source IP/), { target: { value: '203.0.113.7' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText(/What is tested/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('At most 200 characters')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/What is tested/), { target: { value: 'login page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({
      email: 'ada@example.org',
      ip: '203.0.113.7',
      content: 'login page',
      startTime: '2026-11-10 00:00:00',
      endTime: '2026-11-20 23:59:59',
    });
  });
});

describe('test report failure', () => {
  it("titles the failure dialog 'submit failed' with the message and code (zh)", async () => {
    stubApi().fail('/v2/api/report/submit', 1003, '提交太频繁，请稍后再试');
    renderWithApp(<TestReportPage />, { lang: 'zh' });
    fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText(/测试IP/), { target: { value: '203.0.113.7' } });
    fireEvent.click(screen.getByRole('button', { name: '提交报备' }));
    await waitFor(() => expect(appStore.get(errorModalAtom)).toEqual({ title: '提交失败', message: '提交太频繁，请稍后再试', code: '1003' }));
    act(() => appStore.set(errorModalAtom, null));
  });
});

describe('report information', () => {
  it('lists reports with their review result', async () => {
    window.history.replaceState(null, '', '/v2/user/reportingInfo?language=en');
    stubApi().get('/v2/api/my/test-reports', {
      total: 1,
      reports: [{ id: 1, ip: '203.0.113.7', host: 'app.example', startTime: null, endTime: null, content: 'login', result: 2, createTime: '2026-11-20 10:00:00' }],
    });
    renderWithApp(<MyTestReportsPage />, { lang: 'en' });
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
  });
});
