// The rules pages' reads (FAQ, business coefficients), through the data layer.
import { $api } from '../../lib/query';

export function useFaqs() {
  return $api.useQuery('get', '/v2/api/faq');
}

export function useBusinessCoefficients() {
  return $api.useQuery('get', '/v2/api/business-coefficient');
}
