// Ticking a checkbox or choosing a radio in a component test. The click checks the native input at
// once, but Chakra's checkbox and radio group hand the change to the page asynchronously: waiting
// on the input's `checked` let a test press submit before the page had it (seen on a loaded
// machine: the message board answered "agree first"). The item's data-state is rendered from the
// page's own state, so it turns "checked" only once the page has the change.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Clicks a checkbox or radio input and waits until the page's state has it checked. */
export async function tick(input: HTMLElement): Promise<void> {
  fireEvent.click(input);
  await waitFor(() => expect(input.closest('label')?.getAttribute('data-state')).toBe('checked'));
}

/** Ticks the page's one checkbox (the agreement of the report form and the message board). */
export function tickAgreement(): Promise<void> {
  return tick(screen.getByRole('checkbox'));
}
