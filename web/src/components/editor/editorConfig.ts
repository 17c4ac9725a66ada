// The editor's server configuration (getEditorConfig, docs/rules.md#calls): the image limits, the
// catcher's batch size, timeout and local hosts. Read once per page through the app's query cache;
// a failure is logged and every upload then answers 'config not loaded' (the legacy editor's rule),
// since limits guessed in the browser could disagree with the server's.
import { isCancelledError } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { appQueryClient } from '../../lib/query';

export type EditorConfig = components['schemas']['EditorConfig'];

const KEY = ['editor', 'config'] as const;

/** The configuration, or null when it could not be loaded. */
export async function loadEditorConfig(): Promise<EditorConfig | null> {
  try {
    return await appQueryClient.fetchQuery({
      queryKey: KEY,
      staleTime: Infinity,
      queryFn: async () => {
        const result = await call(() => api.GET('/v2/api/ue-config'));
        if (!result.ok) throw new Error(result.retmsg || result.kind);
        return result.data;
      },
    });
  } catch (err) {
    // The cache was cleared while the read ran (the editor that asked is gone): nothing to report.
    if (isCancelledError(err)) return null;
    console.warn('editor configuration not loaded:', (err as Error).message);
    return null;
  }
}

/** What is wrong with an image under the server's limits, or null. */
export function imageProblemFor(config: EditorConfig, file: { name: string; size: number }): 'type' | 'size' | null {
  const ext = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (!config.imageAllowFiles.includes(ext)) return 'type';
  return file.size > config.imageMaxSize ? 'size' : null;
}
