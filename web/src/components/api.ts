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

// Two-factor sign-in: the account's enrolment is used by the personal centre and by the console's
// enrolment screen (staff must have it), the second sign-in step by the sign-in dialog, step-up by
// the console's data layer.
const SECOND_FACTOR = '/v2/api/my/second-factor';

export function useSecondFactorStatus() {
  return $api.useQuery('get', SECOND_FACTOR, {}, { staleTime: 0 });
}

export function useStartSecondFactor() {
  return useApiMutation(() => api.POST('/v2/api/my/second-factor/start'));
}

export function useConfirmSecondFactor() {
  return useApiMutation((code: string) => api.POST('/v2/api/my/second-factor/confirm', { body: { code } }), { invalidates: [SECOND_FACTOR] });
}

export function useRegenerateRecoveryCodes() {
  return useApiMutation((code: string) => api.POST('/v2/api/my/second-factor/recovery-codes', { body: { code } }), { invalidates: [SECOND_FACTOR] });
}

export function useDisableSecondFactor() {
  return useApiMutation((code: string) => api.POST('/v2/api/my/second-factor/disable', { body: { code } }), { invalidates: [SECOND_FACTOR] });
}

export function useVerifySecondFactorLogin() {
  return useApiMutation((code: string) => api.POST('/v2/api/second-factor/login', { body: { code } }));
}

export function useVerifyStepUp() {
  return useApiMutation((code: string) => api.POST('/v2/api/second-factor/step-up', { body: { code } }));
}
