import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { askStepUp } from './secondFactor';
import { StepUpDialog } from './StepUpDialog';

afterEach(() => vi.unstubAllGlobals());

describe('the console’s step-up dialog (docs/rules.md#step-up)', () => {
  it('opens once for calls refused together, and settles them all when the code is verified', async () => {
    const api = stubApi().fail('/v2/api/second-factor/step-up', 1004, '验证码错误或已被使用');
    renderWithApp(<StepUpDialog />, { lang: 'zh', path: '/admin/users' });
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = askStepUp();
      second = askStepUp();
    });
    const dialog = await screen.findByRole('dialog', { name: '请再次验证身份' });
    const code = within(dialog).getByPlaceholderText('6 位数字或恢复码');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('验证码错误或已被使用')).toBeTruthy();
    api.post('/v2/api/second-factor/step-up', { validFor: 600 });
    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts.map((p) => p.form.get('code'))).toEqual(['111111', '222222']);
  });

  it('settles false when closed without a code', async () => {
    stubApi();
    renderWithApp(<StepUpDialog />, { lang: 'en', path: '/admin/users' });
    let asked!: Promise<boolean>;
    act(() => {
      asked = askStepUp();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await asked).toBe(false);
  });
});
