// Attachments of a form: files are checked in the browser (format and size, with the messages of
// docs/rules.md#validation), then uploaded one by one with a progress bar each; an upload in flight can be
// cancelled and a finished one removed. The form gets the keys of the finished uploads.
import { useRef, useState, memo } from 'react';
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { uploadFile, type UploadFileType, type UploadedFile } from '../../lib/api';
import { acceptOf, checkUpload } from '@common/upload-policy';

interface Item {
  id: number;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  result?: UploadedFile;
  controller?: AbortController;
}

export interface FileUploadListProps {
  fileType: UploadFileType;
  max: number;
  label: string;
  hint?: string;
  /** Called with the finished uploads whenever they change. */
  onChange: (files: UploadedFile[]) => void;
  /** Told whether an upload is still running (a form should wait for it). */
  onBusyChange?: (busy: boolean) => void;
  /** Files already uploaded (an edited report, a restored draft); read on mount. */
  initial?: UploadedFile[];
}

// Memoised for the forms that re-render on each keystroke (give it stable handlers).
export const FileUploadList = memo(function FileUploadList({ fileType, max, label, hint, onChange, onBusyChange, initial = [] }: FileUploadListProps) {
  const { t } = useTranslation('verify');
  // Each stored file once, however often the caller names it.
  const [items, setItems] = useState<Item[]>(() =>
    initial.filter((f, i) => initial.findIndex((g) => g.key === f.key) === i).map((result, i) => ({ id: -1 - i, name: result.name, progress: 1, status: 'done', result })),
  );
  const seq = useRef(0);
  const latest = useRef<Item[]>(items);

  const update = (next: Item[]) => {
    latest.current = next;
    setItems(next);
    onChange(next.filter((i) => i.status === 'done' && i.result).map((i) => i.result!));
    onBusyChange?.(next.some((i) => i.status === 'uploading'));
  };
  const patch = (id: number, change: Partial<Item>) => update(latest.current.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const add = async (file: File) => {
    const id = ++seq.current;
    const problem = checkUpload(fileType, file);
    if (problem) {
      const error = problem.kind === 'format' ? t('fileFormat', { list: problem.accepted }) : t('fileSize', { size: problem.megabytes });
      return update([...latest.current, { id, name: file.name, progress: 0, status: 'error', error }]);
    }
    const controller = new AbortController();
    update([...latest.current, { id, name: file.name, progress: 0, status: 'uploading', controller }]);
    const result = await uploadFile(fileType, file, { signal: controller.signal, onProgress: (p) => patch(id, { progress: p }) });
    if (controller.signal.aborted) return;
    if (result.ok) patch(id, { status: 'done', progress: 1, result: result.data, controller: undefined });
    else patch(id, { status: 'error', error: result.retmsg || t('uploadFailed'), controller: undefined });
  };

  const choose = (files: FileList | null) => {
    const room = max - latest.current.filter((i) => i.status !== 'error').length;
    [...(files ?? [])].slice(0, Math.max(0, room)).forEach((f) => void add(f));
  };

  const remove = (item: Item) => {
    item.controller?.abort();
    update(latest.current.filter((i) => i.id !== item.id));
  };

  const full = items.filter((i) => i.status !== 'error').length >= max;
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" variant="outline" disabled={full}>
          <label aria-disabled={full}>
            {label}
            <input type="file" multiple hidden accept={acceptOf(fileType)} disabled={full} onChange={(e) => (choose(e.currentTarget.files), (e.currentTarget.value = ''))} />
          </label>
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {hint ?? t('fileHint', { max })}
        </Text>
      </HStack>
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="upload-item">
          <HStack justify="space-between" gap="3">
            <Text fontSize="sm" truncate>
              {item.name}
            </Text>
            <Button size="xs" variant="ghost" colorPalette={item.status === 'uploading' ? 'red' : 'gray'} onClick={() => remove(item)}>
              {item.status === 'uploading' ? t('cancelUpload') : t('removeFile')}
            </Button>
          </HStack>
          {item.status === 'uploading' && (
            <Progress.Root value={Math.round(item.progress * 100)} size="xs" colorPalette="blue" aria-label={t('uploading', { name: item.name })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {item.status === 'error' && (
            <Text fontSize="xs" color="red.600" role="alert">
              {item.error}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
});
