import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import type { RegulatorClock } from '../api';
import { RegulatorClockPanel } from './RegulatorClockPanel';
import { RegulatorReportDialog } from './RegulatorReportDialog';

afterEach(() => vi.unstubAllGlobals());

const running: RegulatorClock = {
  productVulnerability: true,
  state: 'running',
  hours: 48,
  confirmTime: '2026-11-02 10:30:00',
  dueTime: '2026-11-04 10:30:00',
  minutesLeft: 125,
  reportTime: null,
  reference: null,
};
const panel = (regulator: RegulatorClock | null) => <RegulatorClockPanel bug={{ id: 31, regulator }} />;

describe('regulator clock panel', () => {
  it('shows nothing while the setting is off (no clock from the server)', () => {
    signInStaff(['owner']);
    stubApi();
    renderWithApp(panel(null));
    expect(screen.queryByTestId('regulator-clock')).toBeNull();
  });

  it('shows a running clock with its time left and due time, in Chinese and in English', () => {
    signInStaff(['triager']);
    stubApi();
    const { unmount } = renderWithApp(panel(running));
    const zh = screen.getByTestId('regulator-clock');
    expect(zh.getAttribute('data-state')).toBe('running');
    expect(within(zh).getByText('计时中')).toBeTruthy();
    expect(within(zh).getByText('距报送截止还剩 2 小时 5 分钟')).toBeTruthy();
    expect(within(zh).getByText('截止 2026-11-04 10:30:00（确认于 2026-11-02 10:30:00，48 小时内）')).toBeTruthy();
    expect(within(zh).getByRole('button', { name: '记录监管报送' })).toBeTruthy();
    unmount();
    renderWithApp(panel({ ...running, state: 'overdue', minutesLeft: -90 }), { lang: 'en' });
    const en = screen.getByTestId('regulator-clock');
    expect(within(en).getByText('Overdue, not reported')).toBeTruthy();
    expect(within(en).getByText('Overdue by 1 h 30 min')).toBeTruthy();
    expect(within(en).getByRole('button', { name: "Download the platform's form" })).toBeTruthy();
  });

  it('shows the report and offers a correction; a viewer only reads and downloads', () => {
    signInStaff(['viewer']);
    stubApi();
    renderWithApp(panel({ ...running, state: 'reported', minutesLeft: null, reportTime: '2026-11-03 09:00:00', reference: 'CNVD-2026-12345' }), { lang: 'en' });
    const box = screen.getByTestId('regulator-clock');
    expect(within(box).getByText('Reported 2026-11-03 09:00:00, reference CNVD-2026-12345')).toBeTruthy();
    expect(
      within(box)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["Download the platform's form"]);
  });

  it('marks an unmarked report as a product vulnerability', async () => {
    signInStaff(['owner']);
    const api = stubApi()
      .put('/v2/admin/api/bug/{id}/product-vulnerability', running)
      .get('/v2/admin/api/bug/{id}', {} as never);
    renderWithApp(panel({ ...running, productVulnerability: false, state: 'not-marked', dueTime: null, minutesLeft: null }));
    expect(screen.getByText('未标记为产品漏洞：不跟踪监管报送。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '标记为产品漏洞' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect([api.posts[0]!.method, api.posts[0]!.path, api.posts[0]!.form.get('productVulnerability')]).toEqual(['PUT', '/v2/admin/api/bug/31/product-vulnerability', 'true']);
  });
});

describe('regulator report dialog', () => {
  const now = () => new Date('2026-11-03T01:00:00Z');

  it('sends the time (now by default, UTC+8) and the trimmed reference', async () => {
    signInStaff(['owner']);
    const api = stubApi().post('/v2/admin/api/bug/{id}/regulator-report', { ...running, state: 'reported', reportTime: '2026-11-03 09:00:00', reference: 'CNVD-2026-1' });
    const onClose = vi.fn();
    renderWithApp(<RegulatorReportDialog bugId={31} clock={running} onClose={onClose} now={now} />, { lang: 'en' });
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Reported at (UTC+8)') as HTMLInputElement).value).toBe('2026-11-03 09:00:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the reference the platform gave')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reference number'), { target: { value: '  CNVD-2026-1 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ reportTime: '2026-11-03 09:00:00', reference: 'CNVD-2026-1' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server refusing the time under the field, in Chinese', async () => {
    signInStaff(['triager']);
    stubApi().fail('/v2/admin/api/bug/{id}/regulator-report', 1001, 'reportTime：不能早于确认时间（2026-11-02 10:30:00）');
    const reported = { ...running, reportTime: '2026-11-03 09:00:00', reference: 'CNVD-2026-1' };
    renderWithApp(<RegulatorReportDialog bugId={31} clock={reported} onClose={() => {}} now={now} />);
    const dialog = await screen.findByRole('dialog');
    // A recorded report opens for correction with its values.
    expect(within(dialog).getByText('更正监管报送')).toBeTruthy();
    expect((within(dialog).getByLabelText('平台编号') as HTMLInputElement).value).toBe('CNVD-2026-1');
    fireEvent.change(within(dialog).getByLabelText('报送时间（北京时间）'), { target: { value: '2026-11-01 09:00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('不能早于确认时间（2026-11-02 10:30:00）')).toBeTruthy();
  });
});
