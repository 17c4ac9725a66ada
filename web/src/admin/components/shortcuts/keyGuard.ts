// When a console shortcut must stay quiet: a letter typed into a field is text, not a command; a key
// held with Ctrl, Alt or Meta belongs to the browser or the system; and while a dialog is open its
// own keys (Escape, Enter, Tab) are the only ones that should act, on the dialog alone.

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  // A checkbox or a radio takes no text, but Space and arrows are its own: quiet there too.
  return target.closest(EDITABLE) !== null;
}

/** A dialog on screen: Chakra's dialogs and drawers unmount when closed, but one kept mounted is hidden. */
function dialogOpen(): boolean {
  for (const el of document.querySelectorAll(OPEN_DIALOG)) {
    if (!el.closest('[hidden]') && el.getAttribute('data-state') !== 'closed') return true;
  }
  return false;
}

/** Whether a key press must not reach the console's shortcuts. */
export function shortcutBlocked(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  if (event.ctrlKey || event.altKey || event.metaKey) return true;
  if (isEditable(event.target) || isEditable(document.activeElement)) return true;
  return dialogOpen();
}

/** Enter on a link or a button already activates it: the shortcut leaves it to the browser. */
export function isActivatable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a[href], button, [role="button"], [role="link"], summary') !== null;
}
