// The vulnerability-type tree: the contract's main types (BugMainType) and their sub-types, whose
// ids are main type × 100 + n, unique over the tree. Labels in both languages.
import { BugMainType, BugMainTypeLabels } from '@generated/enums';
import type { Lang } from '../../envelope';
import { enumText } from '../labels';

/** Which column of a [zh, en] pair holds a language's label. */
const COLUMN: Record<Lang, 0 | 1> = { zh: 0, en: 1 };

const SUB_TYPES: Record<number, [string, string][]> = {
  [BugMainType.Infrastructure]: [
    ['网络设备漏洞', 'Network device vulnerability'],
    ['服务器配置缺陷', 'Server misconfiguration'],
    ['云资源暴露', 'Exposed cloud resource'],
  ],
  [BugMainType.SystemOperations]: [
    ['弱口令', 'Weak password'],
    ['未授权访问', 'Unauthorised access'],
    ['敏感信息泄露', 'Sensitive information disclosure'],
  ],
  [BugMainType.Application]: [
    ['SQL注入', 'SQL injection'],
    ['跨站脚本（XSS）', 'Cross-site scripting (XSS)'],
    ['服务端请求伪造（SSRF）', 'Server-side request forgery (SSRF)'],
    ['远程代码执行', 'Remote code execution'],
    ['越权访问', 'Broken access control'],
    ['跨站请求伪造（CSRF）', 'Cross-site request forgery (CSRF)'],
    ['文件上传漏洞', 'File upload vulnerability'],
    ['逻辑漏洞', 'Logic flaw'],
  ],
  [BugMainType.BusinessSecurity]: [
    ['薅羊毛', 'Promotion abuse'],
    ['账号安全', 'Account security'],
    ['支付安全', 'Payment security'],
  ],
  [BugMainType.SecurityIncident]: [
    ['数据泄露事件', 'Data breach'],
    ['钓鱼网站', 'Phishing site'],
  ],
  [BugMainType.ClientApplication]: [
    ['客户端代码执行', 'Client code execution'],
    ['本地敏感信息泄露', 'Local sensitive data exposure'],
    ['组件暴露', 'Exposed component'],
  ],
  [BugMainType.IntrusionIntelligence]: [
    ['入侵线索', 'Intrusion lead'],
    ['黑产情报', 'Underground market intelligence'],
  ],
  [BugMainType.Other]: [['其他', 'Other']],
};

export function bugTypeTree(lang: Lang) {
  return {
    types: Object.values(BugMainType).map((id) => ({
      id,
      text: enumText(BugMainTypeLabels, lang, id),
      child: (SUB_TYPES[id] ?? []).map((pair, i) => ({ id: id * 100 + i + 1, text: pair[COLUMN[lang]] })),
    })),
  };
}

/** Whether subType belongs to mainType in the tree. */
export function isSubTypeOf(mainType: number, subType: number): boolean {
  const n = subType - mainType * 100;
  return Number.isInteger(n) && n >= 1 && n <= (SUB_TYPES[mainType]?.length ?? 0);
}

export function subTypeText(subType: number, lang: Lang): string {
  const main = Math.floor(subType / 100);
  const entry = SUB_TYPES[main]?.[(subType % 100) - 1];
  return entry ? entry[COLUMN[lang]] : '';
}
