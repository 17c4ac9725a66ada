// What a dialog does with the server's answer to a decision: a refusal the staff member can act on
// (a field refused, the request decided meanwhile, an unknown request, a product vulnerability not
// yet fixed under the regulator clock) is shown in the dialog with
// the server's retmsg; anything else (signed out, network) goes to the app-wide failure notice.
import { Retcode } from '@generated/enums';
import type { ApiResult } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';

const SHOWN_IN_DIALOG: readonly number[] = [Retcode.InvalidField, Retcode.NotFound, Retcode.StateNotAllowed, Retcode.DisclosureBeforeFix];

/** Handles a decision's answer; returns the text to show in the dialog, or null when there is none. */
export function decisionOutcome(result: ApiResult<unknown>, texts: { done: string; unknown: string }, onDone: () => void): string | null {
  if (result.ok) {
    notifySuccess(texts.done);
    onDone();
    return null;
  }
  if (result.retcode !== null && SHOWN_IN_DIALOG.includes(result.retcode)) return result.retmsg || texts.unknown;
  showFailure(result, texts.unknown);
  return null;
}
