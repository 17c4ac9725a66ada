import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { RealNamePage } from './RealNamePage';

afterEach(() => vi.unstubAllGlobals());

type Status = components['schemas']['CenterRealNameStatus'];
const none: Status = { verified: false, state: 0, name: null, idNumber: null, reason: null, submitTime: null, reviewTime: null };
const pending: Status = { ...none, state: 1, name: '王*明', idNumber: '**************002X', submitTime: '2026-11-20 10:30:00' };

// Chakra on a loaded machine paints slowly: a generous budget per query and per test.
const SLOW = { timeout: 5_000 };

describe('real-name verification page', { timeout: 20_000 }, () => {
  it('checks the name and the number’s check digit before sending, then sends them normalised', async () => {
    let status = none;
    const api = stubApi()
      .get('/v2/api/my/realname', () => status)
      .post('/v2/api/my/realname', () => (status = pending));
    renderWithApp(<RealNamePage />, { lang: 'zh', path: '/v2/user/infos/realname' });
    const name = await screen.findByLabelText(/真实姓名/, {}, SLOW);
    const number = screen.getByLabelText(/证件号码/);
    fireEvent.change(name, { target: { value: '王' } });
    fireEvent.change(number, { target: { value: '110105194912310021' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('姓名长度为 2–30 个字', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('身份证号码校验位不正确，请检查')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(name, { target: { value: ' 王小明 ' } });
    fireEvent.change(number, { target: { value: '110105 19491231 002x' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(api.posts).toHaveLength(1), SLOW);
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ name: '王小明', idNumber: '11010519491231002X' });
    // The page reads the state again: pending, masked, and no form.
    expect(await screen.findByText('审核中', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('**************002X')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it('shows the refusal reason in English with the form to send again, and the server’s words on a refused field', async () => {
    const refused: Status = { ...pending, state: 3, name: 'J********h', idNumber: '*****5678', reason: 'Name differs from the payout account', reviewTime: '2026-11-21 09:00:00' };
    // fail() answers every method of the path; the GET is stubbed again after it.
    const api = stubApi().fail('/v2/api/my/realname', 1001, 'idNumber: refused by the server').get('/v2/api/my/realname', refused);
    renderWithApp(<RealNamePage />, { lang: 'en', path: '/v2/user/infos/realname' });
    expect(await screen.findByText('Refused', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Reason: Name differs from the payout account')).toBeTruthy();
    expect(screen.getByText('J********h')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Legal name/), { target: { value: 'Jane Smith' } });
    fireEvent.change(screen.getByLabelText(/Document number/), { target: { value: 'E1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('idNumber: refused by the server', {}, SLOW)).toBeTruthy();
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ name: 'Jane Smith', idNumber: 'E1234567' });
  });

  it('shows a verified state without the form', async () => {
    stubApi().get('/v2/api/my/realname', { ...pending, verified: true, state: 2, reviewTime: '2026-11-21 09:00:00' });
    renderWithApp(<RealNamePage />, { lang: 'en', path: '/v2/user/infos/realname' });
    expect(await screen.findByText('Verified', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Your real name is verified: you can redeem cash gifts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });
});
