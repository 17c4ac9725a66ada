// The test-report form's checks (spec §5 "Test report"): userName in Chinese or email in English is
// required, and ip; limits: name and email 50; ip, dnslog, host, account 500; content 200.
import { MAIL_PATTERN, type Rule } from '../../lib/rules';
import type { Lang } from '../../lib/language';

export type ReportField = 'userName' | 'email' | 'ip' | 'dnslog' | 'host' | 'account' | 'content';

export function testReportRules(lang: Lang, t: (k: string, o?: Record<string, unknown>) => string): Partial<Record<ReportField, Rule[]>> {
  const max = (value: number): Rule => ({ type: 'maxlength', value, message: t('form.tooLong', { max: value }) });
  const who: Partial<Record<ReportField, Rule[]>> =
    lang === 'en'
      ? { email: [{ type: 'required', message: t('form.emailRequired') }, max(50), { type: 'pattern', value: MAIL_PATTERN, message: t('form.emailFormat') }] }
      : { userName: [{ type: 'required', message: t('form.userNameRequired') }, max(50)] };
  return {
    ...who,
    ip: [{ type: 'required', message: t('form.ipRequired') }, max(500)],
    dnslog: [max(500)],
    host: [max(500)],
    account: [max(500)],
    content: [max(200)],
  };
}
