// Turns an Ajv validation error into a message that names the field, in the request's language
// (the words are the catalogue's: messages/zh.ts, en.ts).
import type { Lang } from './envelope';
import { t } from './messages/index';

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

export function describeValidation(issues: AjvIssue[], context: string, lang: Lang): string {
  const m = t(lang).validation;
  const issue = issues[0];
  if (!issue) return m.noIssue;
  const param = String(issue.keyword === 'type' ? issue.params.type : issue.params.limit);
  const text = m.keyword[issue.keyword]?.(param) ?? m.invalid;
  return m.sentence(fieldOf(issue, context), text);
}
