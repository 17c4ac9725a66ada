import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShortcuts, type ShortcutMap } from './useShortcuts';

function Keys({ bindings }: { bindings: ShortcutMap }) {
  useShortcuts(bindings);
  return (
    <div>
      <input aria-label="field" />
      <textarea aria-label="text" />
      <select aria-label="choice">
        <option>one</option>
      </select>
      <div contentEditable suppressContentEditableWarning aria-label="editor">
        rich
      </div>
      <a href="/x">a link</a>
    </div>
  );
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => fireEvent.keyDown(target, { key, ...init });

describe('console shortcuts', () => {
  it('fires single keys and sequences, preventing the key’s default', () => {
    const next = vi.fn();
    const inbox = vi.fn();
    const help = vi.fn();
    render(<Keys bindings={{ j: next, 'g i': inbox, 'Shift+?': help }} />);
    expect(press('j')).toBe(false); // fireEvent answers false when the default was prevented
    expect(next).toHaveBeenCalledTimes(1);
    press('g');
    expect(inbox).not.toHaveBeenCalled();
    press('i');
    expect(inbox).toHaveBeenCalledTimes(1);
    press('i');
    expect(inbox).toHaveBeenCalledTimes(1);
    press('?', { shiftKey: true });
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while typing in an input, a textarea, a select or rich text, and a sequence typed there does not start', () => {
    const next = vi.fn();
    const inbox = vi.fn();
    render(<Keys bindings={{ j: next, 'g i': inbox }} />);
    for (const name of ['field', 'text', 'choice', 'editor']) {
      const el = screen.getByLabelText(name);
      el.focus();
      expect(press('j', {}, el)).toBe(true);
    }
    press('g', {}, screen.getByLabelText('field'));
    (document.activeElement as HTMLElement).blur();
    press('i');
    expect(next).not.toHaveBeenCalled();
    expect(inbox).not.toHaveBeenCalled();
  });

  it('stays quiet with Ctrl, Alt or Meta held, and while a dialog is open', () => {
    const next = vi.fn();
    const { rerender } = render(<Keys bindings={{ j: next }} />);
    press('j', { ctrlKey: true });
    press('j', { altKey: true });
    press('j', { metaKey: true });
    expect(next).not.toHaveBeenCalled();
    rerender(
      <>
        <Keys bindings={{ j: next }} />
        <div role="dialog" aria-label="open dialog" />
      </>,
    );
    press('j');
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves a key to the browser when the handler declines it, and unbinds on unmount', () => {
    const enter = vi.fn(() => false);
    const next = vi.fn();
    const { unmount } = render(<Keys bindings={{ Enter: enter, j: next }} />);
    expect(press('Enter', {}, screen.getByRole('link'))).toBe(true);
    expect(enter).toHaveBeenCalledTimes(1);
    unmount();
    press('j');
    expect(next).not.toHaveBeenCalled();
  });
});
