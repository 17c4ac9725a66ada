// The public facts of a disclosed report: type, audit level, CVSS, researcher (or anonymous) and dates.
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { BugLevelLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { CvssSummary } from '../../components/cvss/CvssSummary';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';

export type DisclosedReport = components['schemas']['DisclosedReport'];

export function DisclosureFacts({ report }: { report: DisclosedReport }) {
  const { t } = useTranslation('disclosure');
  const lang = useLanguage();
  const rows: [string, React.ReactNode][] = [
    [t('type'), `${report.mainTypeText} / ${report.subTypeText}`],
    [t('level'), report.level === null ? t('none') : enumLabel(BugLevelLabels, lang, report.level)],
    [t('cvss'), <CvssSummary key="cvss" cvss={report.cvss} lang={lang} none={t('none')} />],
    [
      t('researcher'),
      report.researcher ? (
        <AppLink key="r" href={`/disclosure?userId=${report.researcher.userId}`}>
          {report.researcher.nickname}
        </AppLink>
      ) : (
        t('anonymous')
      ),
    ],
    [t('submitted'), report.submitTime],
    [t('rated'), report.ratedTime ?? t('none')],
    [t('disclosed'), report.disclosedTime],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text as="dt" color="fg.muted" fontSize="sm">
            {label}
          </Text>
          <Text as="dd" fontSize="sm">
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
