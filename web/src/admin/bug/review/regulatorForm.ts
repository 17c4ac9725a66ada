// The national platform's form as the text file staff keep and copy from: one "label: value" line
// per field in the console's language, in the platform's order, the description last (it runs long).
import type { components } from '@generated/api';

type RegulatorForm = components['schemas']['RegulatorReportExport'];

export const REGULATOR_FIELDS = [
  'productName',
  'vendor',
  'affectedVersions',
  'name',
  'type',
  'level',
  'cvss',
  'discoveryTime',
  'confirmTime',
  'fixStatus',
  'remediation',
  'discoverer',
  'contact',
  'reportTime',
  'reference',
  'description',
] as const;
export type RegulatorField = (typeof REGULATOR_FIELDS)[number];

function valueOf(form: RegulatorForm, field: RegulatorField): string {
  if (field === 'cvss') return form.cvssVector ? `${form.cvssScore ?? ''} ${form.cvssVector}`.trim() : '';
  if (field === 'fixStatus') return form.fixStatusText;
  return form[field] ?? '';
}

export function regulatorFormText(form: RegulatorForm, label: (field: RegulatorField) => string): string {
  return `${REGULATOR_FIELDS.map((field) => `${label(field)}: ${valueOf(form, field)}`).join('\n')}\n`;
}
