// Rich text in the project's editor (loaded lazily), with a preview exactly as the public site
// renders stored HTML: through SafeHtml, so what staff see is what researchers will see.
import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '@web/components/forms/RichTextField';
import { SafeHtml } from '@web/components/SafeHtml';
import { EmptyBlock } from '@web/components/feedback/StateBlocks';

export interface RichFieldProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

export function RichField({ id, labelId, value, onChange, invalid, onBusyChange }: RichFieldProps) {
  const { t } = useTranslation('adminContent');
  const [tab, setTab] = useState('edit');
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" size="sm" lazyMount w="full">
      <Tabs.List>
        <Tabs.Trigger value="edit">{t('rich.edit')}</Tabs.Trigger>
        <Tabs.Trigger value="preview">{t('rich.preview')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="edit">
        <RichTextField id={id} labelledBy={labelId} value={value} onChange={(html) => onChange(html)} invalid={invalid} minHeight="240px" onBusyChange={onBusyChange} />
      </Tabs.Content>
      <Tabs.Content value="preview">
        <RichPreview html={value} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The stored HTML as the public site shows it (sanitised; scripts and handlers never run). */
export function RichPreview({ html }: { html: string }) {
  const { t } = useTranslation('adminContent');
  if (!html.trim()) return <EmptyBlock text={t('rich.nothing')} />;
  return <SafeHtml html={html} borderWidth="1px" borderRadius="md" p="4" data-testid="rich-preview" />;
}
