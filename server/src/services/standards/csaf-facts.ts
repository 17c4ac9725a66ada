// The facts an advisory is built from, taken from the report and staff's approval form when the
// disclosure is approved. Staff's product tree and texts win; what they leave empty comes from the
// report (its link's host as the product, its type as the English title) or from fixed wording.
import { BugMainTypeLabels } from '@generated/enums';
import { cweName } from '@common/cwe';
import type { components } from '@generated/api';
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { subTypeText } from '../bug/bug-types';
import { enumText } from '../labels';
import { htmlToText } from '../sanitize';
import type { CsafFacts } from './csaf-document';

export type ApproveForm = components['schemas']['AdminDisclosureApproveForm'];

interface ReportFacts {
  name: string;
  link: string;
  mainType: number;
  subType: number;
  /** Staff's final vector, else the researcher's. */
  cvssVector: string | null;
  /** The researcher's nickname as the public page shows it, or null (anonymous or none). */
  credit: string | null;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** A report's HTML as plain text, entities decoded (advisories, the regulator's form). */
export const plain = (html: string) => htmlToText(html).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The host of a report's link as its product, or the link itself when it is no URL. */
export function hostOf(link: string): string {
  try {
    return new URL(link).hostname || link;
  } catch {
    return link;
  }
}

/** A version range as CSAF 2.1 wants it: a `vers` URI; bare constraints are read as generic ones. */
export const versRange = (range: string) => (range.startsWith('vers:') ? range : `vers:generic/${range.replace(/\s+/g, '')}`);

export function csafFacts(lang: Lang, report: ReportFacts, summaryHtml: string, form: ApproveForm, publisherName: string): CsafFacts {
  const cwe = form.cwe ? cweName(form.cwe) : undefined;
  if (form.cwe && !cwe) throw invalid(lang, 'cwe', (m) => m.bug.cweUnknown);
  const product = form.product?.trim() || hostOf(report.link);
  const fixedVersion = form.fixedVersion?.trim() ?? '';
  const typeZh = subTypeText(report.subType, 'zh') || enumText(BugMainTypeLabels, 'zh', report.mainType);
  const typeEn = subTypeText(report.subType, 'en') || enumText(BugMainTypeLabels, 'en', report.mainType);
  return {
    title: report.name,
    titleEn: form.titleEn?.trim() || `${typeEn} in ${product}`,
    description: plain(summaryHtml) || `${product} 存在${typeZh}漏洞，厂商已修复。`,
    descriptionEn: form.summaryEn?.trim() || `A ${typeEn.toLowerCase()} vulnerability in ${product} was reported to the security response centre; the vendor has fixed it.`,
    cwe: form.cwe && cwe ? { id: form.cwe, name: cwe } : null,
    cvss: report.cvssVector ? { vector: report.cvssVector } : null,
    vendor: form.vendor?.trim() || publisherName,
    product,
    affectedVersions: form.affectedVersions?.trim() ? versRange(form.affectedVersions.trim()) : '',
    fixedVersion,
    remediation: form.remediation?.trim() || (fixedVersion ? `请升级到 ${fixedVersion} 或更高版本。` : '厂商已修复该漏洞，用户无需操作。'),
    remediationEn: form.remediationEn?.trim() || (fixedVersion ? `Upgrade to ${fixedVersion} or later.` : 'The vendor has fixed the vulnerability; no action is needed.'),
    credit: report.credit,
  };
}
