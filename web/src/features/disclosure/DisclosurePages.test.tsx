// The public disclosed reports: what the list and the page show and ask for, in both languages.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { DisclosureListPage } from './DisclosureListPage';
import { DisclosurePage } from './DisclosurePage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const report = (over: Partial<components['schemas']['DisclosedReport']> = {}): components['schemas']['DisclosedReport'] => ({
  id: 3,
  title: 'IDOR in the order API',
  mainTypeText: 'Business security',
  subTypeText: 'Broken access control',
  level: 3,
  cvss: { vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N', score: 8.7, severity: 'high' },
  researcher: { userId: 5, nickname: 'JaneSec', portrait: '' },
  submitTime: '2026-10-02 10:30:00',
  ratedTime: '2026-10-03 09:00:00',
  disclosedTime: '2026-11-20 15:00:00',
  summary: '<p>Fixed.</p><img src=x onerror="window.__xss=1">',
  ...over,
});

describe('disclosed reports', () => {
  it('lists them with researcher or anonymous, and asks for one researcher’s from the address', async () => {
    window.history.replaceState(null, '', '/v2/disclosure?language=en&userId=5');
    const api = stubApi().get('/v2/api/disclosure', { total: 2, reports: [report(), report({ id: 4, title: 'Open redirect', researcher: null, cvss: null })] });
    renderWithApp(<DisclosureListPage />, { lang: 'en', path: '/v2/disclosure', search: 'userId=5' });
    expect(await screen.findByRole('link', { name: 'IDOR in the order API' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JaneSec' })).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.getByText('Reports disclosed by JaneSec')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All disclosed reports' }).getAttribute('href')).toBe('/v2/disclosure');
    await waitFor(() => expect(api.requests.at(-1)?.searchParams.get('userId')).toBe('5'));
  });

  it('says when there are none (zh)', async () => {
    stubApi().get('/v2/api/disclosure', { total: 0, reports: [] });
    renderWithApp(<DisclosureListPage />, { lang: 'zh', path: '/v2/disclosure' });
    expect(await screen.findByText('暂无公开的漏洞')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /全部公开漏洞/ })).toBeNull();
  });

  it('shows one with its sanitised summary', async () => {
    stubApi().get('/v2/api/disclosure/{id}', report());
    renderWithApp(<DisclosurePage params={{ id: '3' }} />, { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'IDOR in the order API' })).toBeTruthy();
    expect(screen.getByText('Fixed.')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the 404 page for a report that is not disclosed, and the error of any other failure', async () => {
    stubApi().fail('/v2/api/disclosure/{id}', 1002, 'Not found');
    const page = renderWithApp(<DisclosurePage params={{ id: '9' }} />, { lang: 'en' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    page.unmount();
    vi.unstubAllGlobals();
    stubApi().fail('/v2/api/disclosure/{id}', 5000, 'Server busy');
    renderWithApp(<DisclosurePage params={{ id: '9' }} />, { lang: 'en' });
    expect(await screen.findByText('Server busy')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404' })).toBeNull();
  });
});
