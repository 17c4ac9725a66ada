// The editor's server configuration as the server answers it (server/src/services/upload/editor-config.ts),
// for component tests that stub getEditorConfig.
import type { components } from '@generated/api';

export const EDITOR_CONFIG: components['schemas']['EditorConfig'] = {
  imageActionUrl: '/v2/api/ue-upload',
  imageFieldName: 'file',
  imageMaxSize: 2 * 1024 * 1024,
  imageAllowFiles: ['.jpg', '.jpeg', '.png'],
  snapscreenActionUrl: '/v2/api/ue-snapshot',
  simpleUploadActionUrl: '/v2/api/ue-upload-simple',
  catcherActionUrl: '/v2/api/ue-catch-image',
  catcherFieldName: 'source',
  catcherMaxSize: 2 * 1024 * 1024,
  catcherMaxItems: 10,
  catcherAllowFiles: ['.jpg', '.jpeg', '.png'],
  catcherLocalDomain: [],
  catcherTimeout: 60_000,
  imageMarkUrl: '/v2/api/image-mark',
};
