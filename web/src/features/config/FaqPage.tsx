// FAQ (qa): questions that open to their (sanitised) answers.
import { Accordion, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/layout/PageContainer';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import { useFaqs } from './api';

export function FaqPage() {
  const { t } = useTranslation('config');
  const faqs = useFaqs();
  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="4">
        {t('faq.title')}
      </Text>
      <Async state={faqs} isEmpty={(d) => d.faqs.length === 0} emptyText={t('faq.empty')}>
        {(data) => (
          <Accordion.Root multiple collapsible defaultValue={data.faqs[0] ? [String(data.faqs[0].id)] : []}>
            {data.faqs.map((faq) => (
              <Accordion.Item key={faq.id} value={String(faq.id)}>
                <Accordion.ItemTrigger py="3" fontWeight="medium">
                  <Text flex="1" textAlign="start">
                    {faq.question}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <SafeHtml html={faq.answer} color="fg.muted" fontSize="sm" />
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </Async>
    </Panel>
  );
}
