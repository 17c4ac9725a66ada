// The shared address form's change, in a file of its own: components/api.ts ships with the home
// page's first load (the sign-in dialog), this only with the pages that show the form.
import { api } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

/**
 * Adds a shipping address (id null) or changes the one with that id: the address book and the gift
 * exchange's address choice both read the list, so both see it at once.
 */
export function useSaveAddress() {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: FormBody<'createAddress'> }) =>
      id === null ? api.POST('/v2/api/address', { body }) : api.PUT('/v2/api/address/{id}', { params: { path: { id } }, body }),
    { invalidates: ['/v2/api/address'] },
  );
}
