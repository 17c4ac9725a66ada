// The CVE JSON 5 draft of a confirmed report, saved as a file for the CVE Numbering Authority: the
// server fills it from the report (and its advisory once public); staff may name the CVE id they
// reserved, else the draft carries a placeholder to replace.
import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatus } from '@generated/enums';
import { call } from '../../../lib/api';
import { api } from '../../../lib/apiClient';
import { saveFile } from '../../../lib/saveFile';
import { showFailure, withLoading } from '../../../lib/ui';
import { useStaffCan } from '../../components/useStaffCan';

/** The statuses the server drafts in (1006 in the others). */
const CONFIRMED: number[] = [BugStatus.Confirmed, BugStatus.AwaitingRecheck, BugStatus.FinishedFixed, BugStatus.FinishedNotFixed];
const CVE_ID = /^CVE-\d{4}-\d{4,19}$/;

export function CveDraftButton({ bug }: { bug: { id: number; status: number } }) {
  const { t } = useTranslation('adminBugs');
  const can = useStaffCan()('GET /v2/admin/api/bug/{id}/cve-record');
  const [cveId, setCveId] = useState('');
  if (!can || !CONFIRMED.includes(bug.status)) return null;
  const invalid = cveId.trim() !== '' && !CVE_ID.test(cveId.trim());

  const download = async () => {
    const id = cveId.trim();
    const result = await withLoading(call(() => api.GET('/v2/admin/api/bug/{id}/cve-record', { params: { path: { id: bug.id }, query: id ? { cveId: id } : {} } })));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    saveFile(result.data.filename, `${JSON.stringify(result.data.record, null, 2)}\n`, 'application/json');
  };

  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Field.Root invalid={invalid} maxW="52" ids={{ control: 'cve-draft-id' }}>
        <Field.Label fontSize="sm">{t('cve.id')}</Field.Label>
        <Input size="sm" value={cveId} placeholder="CVE-2026-12345" onChange={(e) => setCveId(e.currentTarget.value)} />
        <Field.ErrorText>{t('cve.idInvalid')}</Field.ErrorText>
      </Field.Root>
      <Button size="sm" variant="outline" disabled={invalid} onClick={() => void download()}>
        {t('cve.download')}
      </Button>
    </HStack>
  );
}
