// A report's CVSS 4.0 vectors: scored here with the library (common/cvss.ts) before they are stored,
// so what a report shows is always the server's score of its vector.
import { scoreCvss4 } from '@common/cvss';
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import type { BugRow } from './access';

/** The scored vector, or 1001 naming the field when it is not a valid CVSS 4.0 vector. */
export function scoredVector(lang: Lang, field: string, vector: string) {
  const scored = scoreCvss4(vector);
  if (!scored) throw invalid(lang, field, (m) => m.bug.cvssInvalid);
  return scored;
}

/** The researcher's vector as columns (all null without one). */
export function researcherCvss(lang: Lang, vector: string | undefined) {
  const s = vector?.trim() ? scoredVector(lang, 'cvssVector', vector) : null;
  return { cvssVector: s?.vector ?? null, cvssScore: s?.score ?? null, cvssSeverity: s?.severity ?? null };
}

/** Staff's final vector as columns. */
export function auditCvss(lang: Lang, vector: string) {
  const s = scoredVector(lang, 'cvssVector', vector);
  return { auditCvssVector: s.vector, auditCvssScore: s.score, auditCvssSeverity: s.severity };
}

type Severity = 'none' | 'low' | 'medium' | 'high' | 'critical';
const shown = (vector: string | null, score: number | null, severity: string | null) =>
  vector !== null && score !== null && severity !== null ? { vector, score: Number(score), severity: severity as Severity } : null;

/** Both vectors as the report detail shows them. */
export function cvssOf(bug: BugRow) {
  return {
    cvss: shown(bug.cvssVector, bug.cvssScore, bug.cvssSeverity),
    auditCvss: shown(bug.auditCvssVector, bug.auditCvssScore, bug.auditCvssSeverity),
  };
}
