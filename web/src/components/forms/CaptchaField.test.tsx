import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { CaptchaField } from './CaptchaField';

afterEach(() => vi.unstubAllGlobals());

function Form() {
  const [value, setValue] = useState('');
  return <CaptchaField value={value} onChange={setValue} />;
}

describe('captcha field (docs/rules.md#validation)', () => {
  it('checks the answer at 4 characters; a wrong one clears the field and draws a new image', async () => {
    const api = stubApi().post('/v2/api/captcha/graph', (_url, form) => ({ result: form.get('code')?.toLowerCase() === 'ab12' }));
    renderWithApp(<Form />, { lang: 'en' });
    const input = screen.getByLabelText(/Captcha/) as HTMLInputElement;
    const image = () => screen.getByAltText('Captcha image').getAttribute('src');
    const first = image();
    fireEvent.change(input, { target: { value: 'xy9' } });
    expect(api.posts).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'xy9z' } });
    await waitFor(() => expect(input.value).toBe(''));
    expect(api.posts[0]!.form.get('code')).toBe('xy9z');
    expect(image()).not.toBe(first);
    const second = image();
    fireEvent.change(input, { target: { value: 'AB12' } });
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(input.value).toBe('AB12');
    expect(image()).toBe(second);
  });

  it('keeps only letters and digits, at most 4', () => {
    stubApi();
    renderWithApp(<Form />, { lang: 'zh' });
    const input = screen.getByLabelText(/验证码/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a-b' } });
    expect(input.value).toBe('ab');
  });
});
