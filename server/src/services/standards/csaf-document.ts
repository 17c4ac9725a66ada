// CSAF 2.1 documents of a published advisory, built from its snapshot of facts: the Chinese
// original (document language zh) and its English translation, a document of its own as CSAF's
// translator profile asks (its own tracking id, `source_lang` zh, publisher category translator,
// the original as its first reference). A withdrawn advisory keeps its tracking id and revisions
// and becomes category csaf_withdrawn (profile 7: no product tree, no vulnerabilities, the reason
// as its one description note). Pure: the address and publisher come in as plain values.
import { CVSS_BASE_METRICS, CVSS_PREFIX, scoreCvss4 } from '@common/cvss';
import { CWE_VERSION } from '@common/cwe';

export type CsafLang = 'zh' | 'en';

/** What an advisory is built from, fixed when the disclosure is approved (csaf_advisories.facts). */
export interface CsafFacts {
  title: string;
  titleEn: string;
  /** Plain text. */
  description: string;
  descriptionEn: string;
  cwe: { id: string; name: string } | null;
  cvss: { vector: string } | null;
  vendor: string;
  product: string;
  /** A `vers:` range, or '' when every version is affected. */
  affectedVersions: string;
  fixedVersion: string;
  remediation: string;
  remediationEn: string;
  /** The researcher's name as credited, or null (anonymous). */
  credit: string | null;
}

export interface CsafRevision {
  number: string;
  /** ISO 8601. */
  date: string;
  kind: 'initial' | 'withdrawal';
  reason?: string;
}

export interface CsafAdvisory {
  trackingId: string;
  facts: CsafFacts;
  revisions: CsafRevision[];
  withdrawn: boolean;
}

export interface CsafSite {
  /** The portal's public address (no trailing slash). */
  publicUrl: string;
  publisherName: string;
}

export const CSAF_TLP_FOLDER = 'clear';
export const TRANSLATION_SUFFIX = '-EN';

/** CSAF's file name rule: the tracking id lower-cased, runs of other characters as one underscore. */
export const csafFileName = (trackingId: string) => `${trackingId.toLowerCase().replace(/[^+\-a-z0-9]+/g, '_')}.json`;

/** The path of a document below the TLP folder: `<year of initial release>/<file name>`. */
export function csafPath(advisory: Pick<CsafAdvisory, 'trackingId' | 'revisions'>, lang: CsafLang): string {
  const id = lang === 'zh' ? advisory.trackingId : advisory.trackingId + TRANSLATION_SUFFIX;
  return `${advisory.revisions[0]!.date.slice(0, 4)}/${csafFileName(id)}`;
}

export const csafDirectoryUrl = (site: CsafSite) => `${site.publicUrl}/.well-known/csaf/${CSAF_TLP_FOLDER}/`;
export const csafUrl = (site: CsafSite, advisory: Pick<CsafAdvisory, 'trackingId' | 'revisions'>, lang: CsafLang) => csafDirectoryUrl(site) + csafPath(advisory, lang);

const WORDS = {
  zh: {
    summary: '摘要',
    description: '漏洞描述',
    withdrawal: '撤回理由',
    self: '本公告',
    original: '',
    disclosure: '公开的漏洞报告',
    credit: '发现并报告了该漏洞',
    revisions: { initial: '首次发布。', withdrawal: '公告撤回。' },
  },
  en: {
    summary: 'Summary',
    description: 'Vulnerability description',
    // Profile 7 names this title for English documents.
    withdrawal: 'Reasoning for Withdrawal',
    self: 'This advisory (English translation)',
    original: 'The original advisory (Chinese)',
    disclosure: 'The disclosed report',
    credit: 'found and reported this vulnerability',
    revisions: { initial: 'Initial version.', withdrawal: 'Advisory withdrawn.' },
  },
} as const;

const SEVERITY = { none: 'NONE', low: 'LOW', medium: 'MEDIUM', high: 'HIGH', critical: 'CRITICAL' } as const;

/** FIRST's CVSS 4.0 JSON: the base score is the score of the base metrics alone. */
export function cvssV4Json(vector: string) {
  const metrics = new Map(
    vector
      .split('/')
      .slice(1)
      .map((part) => part.split(':') as [string, string]),
  );
  const base = [CVSS_PREFIX, ...Object.keys(CVSS_BASE_METRICS).map((m) => `${m}:${metrics.get(m)}`)].join('/');
  const scored = scoreCvss4(base);
  if (!scored) return null;
  return { version: '4.0', vectorString: vector, baseScore: scored.score, baseSeverity: SEVERITY[scored.severity] };
}

function productTree(facts: CsafFacts) {
  const affected = facts.affectedVersions
    ? { category: 'product_version_range', name: facts.affectedVersions, product: { name: `${facts.vendor} ${facts.product} ${facts.affectedVersions}`, product_id: 'CSAFPID-0001' } }
    : null;
  const fixed = facts.fixedVersion
    ? { category: 'product_version', name: facts.fixedVersion, product: { name: `${facts.vendor} ${facts.product} ${facts.fixedVersion}`, product_id: 'CSAFPID-0002' } }
    : null;
  const productBranch =
    affected || fixed
      ? {
          category: 'product_name',
          name: facts.product,
          branches: [
            affected ?? { category: 'product_version_range', name: 'vers:all/*', product: { name: `${facts.vendor} ${facts.product}`, product_id: 'CSAFPID-0001' } },
            ...(fixed ? [fixed] : []),
          ],
        }
      : { category: 'product_name', name: facts.product, product: { name: `${facts.vendor} ${facts.product}`, product_id: 'CSAFPID-0001' } };
  return { branches: [{ category: 'vendor', name: facts.vendor, branches: [productBranch] }] };
}

function vulnerability(facts: CsafFacts, lang: CsafLang, released: string) {
  const words = WORDS[lang];
  const cvss = facts.cvss ? cvssV4Json(facts.cvss.vector) : null;
  return {
    title: lang === 'zh' ? facts.title : facts.titleEn,
    ...(facts.cwe ? { cwes: [{ id: facts.cwe.id, name: facts.cwe.name, version: CWE_VERSION }] } : {}),
    disclosure_date: released,
    notes: [{ category: 'description', title: words.description, text: lang === 'zh' ? facts.description : facts.descriptionEn }],
    product_status: { known_affected: ['CSAFPID-0001'], ...(facts.fixedVersion ? { fixed: ['CSAFPID-0002'] } : {}) },
    remediations: [{ category: 'vendor_fix', details: lang === 'zh' ? facts.remediation : facts.remediationEn, product_ids: ['CSAFPID-0001'] }],
    ...(cvss ? { metrics: [{ content: { cvss_v4: cvss }, products: ['CSAFPID-0001'] }] } : {}),
    ...(facts.credit ? { acknowledgments: [{ names: [facts.credit], summary: words.credit }] } : {}),
  };
}

/** The document in one language (zh: the original; en: its translation). */
export function csafDocument(advisory: CsafAdvisory, lang: CsafLang, site: CsafSite, disclosureUrl: string) {
  const { facts, revisions } = advisory;
  const words = WORDS[lang];
  const last = revisions[revisions.length - 1]!;
  const withdrawal = advisory.withdrawn ? revisions.findLast((r) => r.kind === 'withdrawal') : undefined;
  const publisherNamespace = new URL(site.publicUrl).origin;
  const references = [
    ...(lang === 'en' ? [{ category: 'external', summary: words.original, url: csafUrl(site, advisory, 'zh') }] : []),
    { category: 'self', summary: words.self, url: csafUrl(site, advisory, lang) },
    ...(advisory.withdrawn ? [] : [{ category: 'external', summary: words.disclosure, url: disclosureUrl }]),
  ];
  const notes = withdrawal
    ? [{ category: 'description', title: words.withdrawal, text: withdrawal.reason ?? '' }]
    : [{ category: 'summary', title: words.summary, text: lang === 'zh' ? facts.description : facts.descriptionEn }];
  const document = {
    category: advisory.withdrawn ? 'csaf_withdrawn' : 'csaf_security_advisory',
    csaf_version: '2.1',
    distribution: { tlp: { label: 'CLEAR', url: 'https://www.first.org/tlp/' } },
    lang,
    ...(lang === 'en' ? { source_lang: 'zh' } : {}),
    notes,
    publisher: { category: lang === 'zh' ? 'vendor' : 'translator', name: site.publisherName, namespace: publisherNamespace },
    references,
    title: lang === 'zh' ? facts.title : facts.titleEn,
    tracking: {
      current_release_date: last.date,
      id: lang === 'zh' ? advisory.trackingId : advisory.trackingId + TRANSLATION_SUFFIX,
      initial_release_date: revisions[0]!.date,
      revision_history: revisions.map((r) => ({ date: r.date, number: r.number, summary: words.revisions[r.kind] })),
      status: 'final',
      version: last.number,
    },
  };
  if (advisory.withdrawn) return { $schema: 'https://docs.oasis-open.org/csaf/csaf/v2.1/schema/csaf.json', document };
  return {
    $schema: 'https://docs.oasis-open.org/csaf/csaf/v2.1/schema/csaf.json',
    document,
    product_tree: productTree(facts),
    vulnerabilities: [vulnerability(facts, lang, revisions[0]!.date)],
  };
}
