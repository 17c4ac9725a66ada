// CVSS 4.0 vectors, scored by a maintained library (ae-cvss-calculator, FIRST's algorithm) and held
// to the specification's vector syntax here, because the library itself is lenient: it accepts a
// vector without its prefix, a repeated metric or a base metric left at X and scores it anyway.
// The server scores every vector it stores with this; the report form and the rating dialog use it
// for their live preview only (the browser's score is never sent).
// The library ships CommonJS without named exports Node can detect: a default import works in Node,
// tsx, Vitest and Vite alike.
import cvssLibrary from 'ae-cvss-calculator';

const { Cvss4P0 } = cvssLibrary;

export const CVSS_PREFIX = 'CVSS:4.0';
export const CVSS_VECTOR_MAX = 300;

/** The base metrics in the specification's order, with their allowed values (X is not allowed). */
export const CVSS_BASE_METRICS = {
  AV: ['N', 'A', 'L', 'P'],
  AC: ['L', 'H'],
  AT: ['N', 'P'],
  PR: ['N', 'L', 'H'],
  UI: ['N', 'P', 'A'],
  VC: ['H', 'L', 'N'],
  VI: ['H', 'L', 'N'],
  VA: ['H', 'L', 'N'],
  SC: ['H', 'L', 'N'],
  SI: ['H', 'L', 'N'],
  SA: ['H', 'L', 'N'],
} as const;

export type CvssBaseMetric = keyof typeof CVSS_BASE_METRICS;
export const CVSS_BASE_ORDER = Object.keys(CVSS_BASE_METRICS) as CvssBaseMetric[];

/** Qualitative severity (CVSS 4.0 specification §6): the contract's CvssSeverity values. */
export type CvssSeverityName = 'none' | 'low' | 'medium' | 'high' | 'critical';

export interface CvssScore {
  vector: string;
  score: number;
  severity: CvssSeverityName;
}

export function severityOf(score: number): CvssSeverityName {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  if (score >= 0.1) return 'low';
  return 'none';
}

/**
 * The audit level (BugLevel 0–4) a score suggests: Critical 9.0–10 → severe (4), High 7.0–8.9 →
 * high (3), Medium 4.0–6.9 → medium (2), Low 0.1–3.9 → low (1), None 0 → no harm (0).
 */
export function suggestedLevel(score: number): 0 | 1 | 2 | 3 | 4 {
  return ({ none: 0, low: 1, medium: 2, high: 3, critical: 4 } as const)[severityOf(score)];
}

/**
 * The vector's syntax by the specification (§7 "Vector String"): the prefix, every base metric once
 * in order with a defined value, then any threat, environmental or supplemental metrics at most once
 * each.
 */
function syntaxOk(vector: string): boolean {
  if (vector.length > CVSS_VECTOR_MAX) return false;
  const parts = vector.split('/');
  if (parts.shift() !== CVSS_PREFIX) return false;
  const seen = new Set<string>();
  for (const [i, part] of parts.entries()) {
    const match = /^([A-Z]+):([A-Z]+)$/.exec(part);
    if (!match) return false;
    const [, key, value] = match as unknown as [string, string, string];
    if (seen.has(key)) return false;
    seen.add(key);
    const base = CVSS_BASE_ORDER[i];
    if (base !== undefined) {
      if (key !== base || !(CVSS_BASE_METRICS[base] as readonly string[]).includes(value)) return false;
    } else if (key in CVSS_BASE_METRICS) return false;
  }
  return parts.length >= CVSS_BASE_ORDER.length;
}

/** The vector's score and severity, or null when it is not a valid CVSS 4.0 vector. */
export function scoreCvss4(input: string): CvssScore | null {
  const vector = input.trim();
  if (!syntaxOk(vector)) return null;
  try {
    // The library refuses unknown metrics and values (it throws); syntaxOk covered the rest.
    const cvss = new Cvss4P0(vector);
    if (!cvss.isBaseFullyDefined()) return null;
    const score = Math.round(cvss.calculateScores().overall * 10) / 10;
    if (!Number.isFinite(score) || score < 0 || score > 10) return null;
    return { vector, score, severity: severityOf(score) };
  } catch {
    return null;
  }
}

/** A vector of base metrics from chosen values (the calculator's pickers). */
export function buildBaseVector(values: Record<CvssBaseMetric, string>): string {
  return [CVSS_PREFIX, ...CVSS_BASE_ORDER.map((m) => `${m}:${values[m]}`)].join('/');
}

/** The base metric values of a vector, for the pickers; metrics it lacks are left out. */
export function baseValuesOf(vector: string): Partial<Record<CvssBaseMetric, string>> {
  const out: Partial<Record<CvssBaseMetric, string>> = {};
  for (const part of vector.split('/').slice(1)) {
    const [key, value] = part.split(':');
    if (key && value && key in CVSS_BASE_METRICS) out[key as CvssBaseMetric] = value;
  }
  return out;
}
