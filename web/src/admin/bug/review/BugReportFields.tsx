// A report as the researcher wrote it, with the staff rating beside it: type, levels, harm, activity,
// the app form's fields, the rating figures, the sanitised detail and the files (downloaded through
// the authorised file route).
import type { ReactNode } from 'react';
import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, HarmResultLabels } from '@generated/enums';
import { CvssSummary } from '../../../components/cvss/CvssSummary';
import { SafeHtml } from '../../../components/SafeHtml';
import { enumLabel } from '../../../lib/language/enumLabel';
import { fileSize } from '../../../lib/formats';
import type { AdminBug } from '../api';
import { useLanguage } from '../../../lib/language/useLanguage';

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
      {rows.map(([label, value]) => (
        <HStack key={label} align="flex-start" gap="3">
          <Text as="dt" color="fg.muted" minW="28" flexShrink={0} fontSize="sm">
            {label}
          </Text>
          <Box as="dd" fontSize="sm" wordBreak="break-word">
            {value}
          </Box>
        </HStack>
      ))}
    </SimpleGrid>
  );
}

export function BugReportFields({ bug }: { bug: AdminBug }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const yes = (v: boolean) => (v ? t('detail.yes') : t('detail.no'));
  const harms = bug.harmfulResults.map((h) => enumLabel(HarmResultLabels, lang, h)).join('、');
  const rows: [string, ReactNode][] = [
    [t('detail.reporter'), `${bug.reporter.nickname} (#${bug.reporter.userId})`],
    [t('detail.submitTime'), bug.submitTime],
    [t('detail.type'), `${bug.mainTypeText} / ${bug.subTypeText}`],
    [t('detail.level'), enumLabel(BugLevelLabels, lang, bug.level)],
    [t('detail.cvss'), <CvssSummary key="cvss" cvss={bug.cvss} lang={lang} none={t('detail.none')} />],
    [t('detail.harm'), harms || t('detail.none')],
    [t('detail.harmText'), bug.harmfulResultsText || t('detail.none')],
    [t('detail.activity'), bug.activityTitle ?? t('detail.none')],
    [t('detail.multiplier'), `×${bug.multiplier}`],
  ];
  if (bug.link) rows.push([t('detail.link'), bug.link]);
  if (bug.appName !== null) {
    rows.push([t('detail.appName'), bug.appName], [t('detail.appVersion'), bug.appVersion ?? ''], [t('detail.appSource'), bug.appSource ?? ''], [t('detail.appLink'), bug.appLink ?? '']);
  }
  const rating: [string, ReactNode][] = [
    [t('detail.auditLevel'), bug.auditLevel === null ? t('detail.notRated') : enumLabel(BugLevelLabels, lang, bug.auditLevel)],
    [t('detail.auditCvss'), <CvssSummary key="auditCvss" cvss={bug.auditCvss} lang={lang} none={t('detail.notRated')} />],
    [t('detail.baseCoins'), bug.baseCoins],
    [t('detail.rewardCoins'), bug.rewardCoins],
    [t('detail.firstKill'), yes(bug.firstKill)],
    [t('detail.highQuality'), yes(bug.highQuality)],
    [t('detail.intelligence'), bug.intelligenceValue],
  ];
  return (
    <Stack gap="4">
      <Rows rows={rows} />
      <Box borderTopWidth="1px" pt="3">
        <Rows rows={rating} />
      </Box>
    </Stack>
  );
}

export function BugReportBody({ bug }: { bug: AdminBug }) {
  const { t } = useTranslation('adminBugs');
  const files = [...bug.attachments, ...(bug.dataPkg ? [bug.dataPkg] : [])];
  return (
    <Stack gap="4">
      <SafeHtml html={bug.detail} />
      <Box>
        <Text fontWeight="semibold" mb="2">
          {t('detail.files')}
        </Text>
        {files.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('detail.noFiles')}
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {files.map((file) => (
              <li key={file.url}>
                <Link href={file.url} download={file.name} color="blue.700" fontSize="sm">
                  {file.name} ({fileSize(file.size)})
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
