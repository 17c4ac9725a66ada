// A picture of site content: its address (typed, or filled by an upload) with a thumbnail. Uploads
// go through the editor's image upload: an image staff upload there is served to everyone (the
// uploader with fileType=image keeps a file private unless it is a portrait), and its address
// (/v2/api/file/<key>) is what the content forms store.
import { useRef, useState } from 'react';
import { Box, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { imageProblem } from '@web/components/editor/constants';
import { sendEditorImage } from '@web/components/editor/imageUpload';
import { ADDRESS_PATTERN } from '../contentCheck';

export interface ImageFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  maxLength?: number;
  onBusyChange?: (busy: boolean) => void;
}

export function ImageField({ id, value, onChange, invalid, maxLength, onBusyChange }: ImageFieldProps) {
  const { t } = useTranslation('adminContent');
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    const problem = imageProblem(file);
    if (problem) return setMessage(t(problem === 'type' ? 'upload.imageType' : 'upload.imageSize'));
    setBusy(true);
    onBusyChange?.(true);
    const result = await sendEditorImage(file);
    setBusy(false);
    onBusyChange?.(false);
    if (result.ok) return onChange(result.url);
    setMessage(result.message.kind === 'server' ? result.message.text : t('upload.failed'));
  };

  return (
    <Stack gap="2" w="full">
      <HStack gap="2" align="flex-start" w="full">
        <Input flex="1" id={id} value={value} maxLength={maxLength} aria-invalid={invalid || undefined} placeholder="/v2/api/file/…" onChange={(e) => onChange(e.target.value)} />
        <Button variant="outline" loading={busy} onClick={() => picker.current?.click()}>
          {t('upload.image')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".jpg,.jpeg,.png"
          hidden
          aria-label={t('upload.image')}
          onChange={(e) => {
            void upload(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </HStack>
      {message && (
        <Text fontSize="sm" color="red.600" role="alert">
          {message}
        </Text>
      )}
      {ADDRESS_PATTERN.test(value) && (
        <Box borderWidth="1px" borderRadius="md" p="1" alignSelf="flex-start" bg="gray.50">
          <Image src={value} alt={t('upload.preview')} maxH="32" maxW="96" objectFit="contain" />
        </Box>
      )}
    </Stack>
  );
}
