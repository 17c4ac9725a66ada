// Turns an Ajv validation error into a message that names the field, in the request's language.
import type { Lang } from './envelope';

export interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(issue: AjvIssue, context: string): string {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty);
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context;
}

const TEXT: Record<Lang, Record<string, (p: Record<string, unknown>) => string>> = {
  zh: {
    required: () => '不能为空',
    maxLength: (p) => `长度不能超过 ${String(p.limit)} 个字符`,
    minLength: (p) => `长度不能少于 ${String(p.limit)} 个字符`,
    maximum: (p) => `不能大于 ${String(p.limit)}`,
    minimum: (p) => `不能小于 ${String(p.limit)}`,
    pattern: () => '格式不正确',
    format: () => '格式不正确',
    enum: () => '取值不在允许范围内',
    const: () => '取值不正确',
    type: (p) => `类型应为 ${String(p.type)}`,
    maxItems: (p) => `最多 ${String(p.limit)} 项`,
    minItems: (p) => `至少 ${String(p.limit)} 项`,
    additionalProperties: () => '是不支持的字段',
    noNul: () => '不能包含空字符（U+0000）',
  },
  en: {
    required: () => 'is required',
    maxLength: (p) => `must be at most ${String(p.limit)} characters`,
    minLength: (p) => `must be at least ${String(p.limit)} characters`,
    maximum: (p) => `must be at most ${String(p.limit)}`,
    minimum: (p) => `must be at least ${String(p.limit)}`,
    pattern: () => 'has an invalid format',
    format: () => 'has an invalid format',
    enum: () => 'is not an allowed value',
    const: () => 'has a wrong value',
    type: (p) => `must be of type ${String(p.type)}`,
    maxItems: (p) => `must have at most ${String(p.limit)} items`,
    minItems: (p) => `must have at least ${String(p.limit)} items`,
    additionalProperties: () => 'is not a supported field',
    noNul: () => 'must not contain the NUL character (U+0000)',
  },
};

export function describeValidation(issues: AjvIssue[], context: string, lang: Lang): string {
  const issue = issues[0];
  if (!issue) return lang === 'zh' ? '参数错误' : 'Invalid field';
  const field = fieldOf(issue, context);
  const text = TEXT[lang][issue.keyword]?.(issue.params) ?? (lang === 'zh' ? '不合法' : 'is invalid');
  return lang === 'zh' ? `字段 ${field} ${text}` : `Field ${field} ${text}`;
}
