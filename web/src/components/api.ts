// The shared widgets' reads and changes, through the data layer (a feature's own calls live in its
// features/<x>/api.ts; these belong to widgets several features use).
import { api } from '../lib/apiClient';
import { $api, useApiMutation } from '../lib/query';

/** The regulation document the agreement tick links to. */
export function useRegulation() {
  return $api.useQuery('get', '/v2/api/config/regulation');
}

/** Checks a typed captcha with the server; a wrong one answers `result: false`, not an error. */
export function useCheckCaptcha() {
  return useApiMutation((code: string) => api.POST('/v2/api/captcha/graph', { body: { code } }));
}

export function useSendPhoneCode() {
  return useApiMutation((phone: string) => api.POST('/v2/api/my/phone/code', { body: { phone } }));
}

/** Binding a phone changes the profile (its masked phone). */
export function useBindPhone() {
  return useApiMutation(({ phone, code }: { phone: string; code: string }) => api.POST('/v2/api/my/phone', { body: { phone, code } }), {
    invalidates: ['/v2/api/my/profile'],
  });
}

export function useSendSignInCode() {
  return useApiMutation((email: string) => api.POST('/v2/api/send/code', { body: { email } }));
}

export function useEmailLogin() {
  return useApiMutation(({ email, code }: { email: string; code: string }) => api.POST('/v2/api/email/login', { body: { email, code } }));
}
