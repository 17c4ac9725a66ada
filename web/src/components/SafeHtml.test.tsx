import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { INTERLACED_CLASS } from './interlacedTables';
import { SafeHtml } from './SafeHtml';

const html =
  '<p>before</p><img src="/v2/files/a.png" alt="first shot"><a href="/v2/home"><img src="/v2/files/linked.png" alt="linked"></a>' +
  '<img src="/v2/files/b.png" alt="second shot"><script>alert(1)</script>';

// The slide on show (the neighbours are rendered too, off screen).
const current = (dialog: HTMLElement) => dialog.querySelector('.yarl__slide_current');

describe('rich content and its image preview', () => {
  it('opens an image in the preview, moves with the arrows, closes on Escape and gives focus back', async () => {
    renderWithApp(<SafeHtml html={html} />);
    const first = screen.getByAltText('first shot');
    expect(first.tabIndex).toBe(0);
    // An image inside a link keeps the link's action.
    expect(screen.getByAltText('linked').hasAttribute('data-preview')).toBe(false);
    first.focus();
    fireEvent.click(first);

    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    // Two images to open (the linked one is not among them), the first shown, with its alt text.
    await waitFor(() => expect(current(dialog)?.getAttribute('aria-label')).toBe('第 1 张，共 2 张'));
    expect(current(dialog)?.querySelector('img')?.getAttribute('alt')).toBe('first shot');
    expect(within(dialog).getByRole('button', { name: '下一张' })).toBeTruthy();
    // Focus moved into the preview (the rest of the page is inert while it is open).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(current(dialog)?.querySelector('img')?.getAttribute('alt')).toBe('second shot'));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(first);
  });

  it('opens with the keyboard, in English, without previous/next for a single image', async () => {
    renderWithApp(<SafeHtml html={'<img src="/v2/files/a.png" alt="only one">'} />, { lang: 'en' });
    fireEvent.keyDown(screen.getByAltText('only one'), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    await waitFor(() => expect(current(dialog)?.getAttribute('aria-label')).toBe('1 of 1'));
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('colours the rows of an interlaced table alternately, as the editor shows them', () => {
    renderWithApp(
      <SafeHtml
        html={`<table class="${INTERLACED_CLASS}"><tbody><tr><td>1</td></tr><tr><td>2</td></tr><tr><td>3</td></tr></tbody></table><table><tbody><tr><td>plain</td></tr></tbody></table>`}
      />,
    );
    const background = (text: string) => getComputedStyle(screen.getByText(text)).backgroundColor;
    expect([background('1'), background('2'), background('3')]).toEqual(['rgb(252, 252, 252)', 'rgb(240, 245, 255)', 'rgb(252, 252, 252)']);
    expect(background('plain')).not.toBe('rgb(252, 252, 252)');
  });
});
