// A report as its owner sees it (bug/{id}): the process bar, every field of docs/rules.md#entities-and-enums, the sanitised
// detail, attachments (downloaded through the authorised route), the thread, the owner's actions
// and the operation history.
import { Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { BugLevelLabels, BugStatusLabels, HarmResultLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { CvssSummary } from '../../components/cvss/CvssSummary';
import { RecheckClock } from '../../components/RecheckClock';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { enumLabel } from '../../lib/language/enumLabel';
import { fileSize } from '../../lib/formats';
import { useLanguage } from '../../lib/language/useLanguage';
import { useBug } from './api';
import { BugActions } from './BugActions';
import { RequestDisclosure } from './RequestDisclosure';
import { RequestCve } from './RequestCve';
import { BugLog } from './BugLog';
import { BugThread } from './BugThread';
import { STATUS_COLOR } from './bugStatus';
import { ProcessBar } from './ProcessBar';
import { SlaClocks } from '../../components/SlaClocks';
import { InfoRequestBanner, THREAD_ID } from './InfoRequestBanner';

type Bug = components['schemas']['BugDetail'];

function Fields({ bug }: { bug: Bug }) {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const yes = (v: boolean) => (v ? t('detail.yes') : t('detail.no'));
  const rows: [string, React.ReactNode][] = [
    [t('detail.type'), `${bug.mainTypeText} / ${bug.subTypeText}`],
    [t('detail.level'), enumLabel(BugLevelLabels, lang, bug.level)],
    [t('detail.auditLevel'), bug.auditLevel === null ? t('detail.notRated') : enumLabel(BugLevelLabels, lang, bug.auditLevel)],
    [t('detail.cvss'), <CvssSummary key="cvss" cvss={bug.cvss} lang={lang} none={t('detail.none')} />],
    [t('detail.auditCvss'), <CvssSummary key="auditCvss" cvss={bug.auditCvss} lang={lang} none={t('detail.notRated')} />],
    [t('detail.harm'), bug.harmfulResultsText || enumLabel(HarmResultLabels, lang, bug.harmfulResults)],
    [t('detail.submitTime'), bug.submitTime],
    [t('detail.activity'), bug.activityTitle ?? t('detail.none')],
    [t('detail.firstKill'), yes(bug.firstKill)],
    [t('detail.highQuality'), yes(bug.highQuality)],
    [t('detail.intelligence'), bug.intelligenceValue],
    [t('detail.baseCoins'), bug.baseCoins],
    [t('detail.multiplier'), `×${bug.multiplier}`],
    [t('detail.rewardCoins'), bug.rewardCoins],
  ];
  if (bug.link)
    rows.push([
      t('detail.link'),
      <Text key="link" wordBreak="break-all">
        {bug.link}
      </Text>,
    ]);
  if (bug.appName) {
    rows.push([t('detail.appName'), bug.appName], [t('detail.appVersion'), bug.appVersion ?? ''], [t('detail.appSource'), bug.appSource ?? '']);
    if (bug.appLink)
      rows.push([
        t('detail.appLink'),
        <Text key="appLink" wordBreak="break-all">
          {bug.appLink}
        </Text>,
      ]);
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
      {rows.map(([label, value]) => (
        <HStack key={label} align="flex-start" gap="3">
          <Text color="fg.muted" minW="28" flexShrink={0} fontSize="sm">
            {label}
          </Text>
          <Box fontSize="sm">{value}</Box>
        </HStack>
      ))}
    </SimpleGrid>
  );
}

function Files({ bug }: { bug: Bug }) {
  const { t } = useTranslation('bug');
  const files = [...bug.attachments, ...(bug.dataPkg ? [bug.dataPkg] : [])];
  if (files.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('detail.noFiles')}
      </Text>
    );
  return (
    <Stack gap="1">
      {files.map((file) => (
        <Link key={file.url} href={file.url} download={file.name} color="blue.700" fontSize="sm">
          {file.name} ({fileSize(file.size)})
        </Link>
      ))}
    </Stack>
  );
}

export function BugDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const id = Number(params.id);
  const bug = useBug(Number.isInteger(id) && id > 0 ? id : null);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Panel>
        <Text>{t('detail.notFound')}</Text>
      </Panel>
    );

  return (
    // docs/rules.md#errors: a report that cannot be read says 'bug abnormal' (漏洞异常), with the reason and a retry.
    <Async state={bug} errorTitle={t('detail.loadFailed')}>
      {({ bug: data }) => (
        <Stack gap="5">
          <Panel>
            <AppLink href="/user/bugs">← {t('detail.back')}</AppLink>
            <HStack justify="space-between" mt="3" wrap="wrap" gap="3">
              <Heading as="h1" size="lg" wordBreak="break-word">
                {data.name}
              </Heading>
              <Badge colorPalette={STATUS_COLOR[data.status]} size="lg">
                {data.statusText || enumLabel(BugStatusLabels, lang, data.status)}
              </Badge>
            </HStack>
            <ProcessBar status={data.status} />
            {data.infoRequest && <InfoRequestBanner request={data.infoRequest} />}
            {data.recheck && (
              <Box mt="3" mb="2">
                <RecheckClock recheck={data.recheck} />
              </Box>
            )}
            <BugActions bugId={data.id} status={data.status} canResubmit={data.canResubmit} recheckExpired={data.recheck?.expired ?? false} />
            <RequestDisclosure bugId={data.id} state={data.disclosure} canRequest={data.canRequestDisclosure} />
            <RequestCve bugId={data.id} state={data.cveRequest} canRequest={data.canRequestCve} />
          </Panel>
          <Panel>
            <SlaClocks sla={data.sla} pausedSince={data.infoRequest?.requestTime ?? null} />
          </Panel>
          <Panel>
            <Fields bug={data} />
          </Panel>
          <Panel>
            <Heading as="h2" size="md" mb="3">
              {t('detail.detail')}
            </Heading>
            <SafeHtml html={data.detail} />
            <Heading as="h2" size="md" mt="6" mb="3">
              {t('detail.files')}
            </Heading>
            <Files bug={data} />
          </Panel>
          <Panel>
            <Heading as="h2" size="md" mb="3">
              {t('thread.title')}
            </Heading>
            <Box id={THREAD_ID}>
              <BugThread bugId={data.id} />
            </Box>
          </Panel>
          <Panel>
            <Heading as="h2" size="md" mb="3">
              {t('log.title')}
            </Heading>
            <BugLog bugId={data.id} />
          </Panel>
        </Stack>
      )}
    </Async>
  );
}
