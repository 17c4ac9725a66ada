// The user picker's search (contract listPickerUsers): nickname or email prefix; nothing is asked
// for a blank keyword (the server would answer an empty list anyway).
import { $api } from '../../lib/query';

export function usePickerUsers(keyword: string) {
  const trimmed = keyword.trim();
  return $api.useQuery('get', '/v2/admin/api/uic-user', { params: { query: { keyword: trimmed } } }, { enabled: trimmed !== '' });
}
