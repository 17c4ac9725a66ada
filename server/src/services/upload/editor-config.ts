// The editor's server configuration (docs/rules.md#calls "GET server config (action=config)"): the action
// addresses and the limits, taken from the upload policy (common/upload-policy.ts) and the
// catcher's own bounds, never copied numbers.
import { acceptedExtensions, maxBytesOf } from '@common/upload-policy';
import { CATCH_MAX_BYTES, CATCH_MAX_SOURCES } from './remote-image/catch';

/** The client's wait for the catcher (docs/rules.md#limits: remote catch 60 s). */
const CATCHER_CLIENT_TIMEOUT_MS = 60_000;

export function editorConfig() {
  const images = acceptedExtensions('editor').map((ext) => `.${ext}`);
  return {
    imageActionUrl: '/v2/api/ue-upload',
    imageFieldName: 'file',
    imageMaxSize: maxBytesOf('editor', 'png')!,
    imageAllowFiles: images,
    snapscreenActionUrl: '/v2/api/ue-snapshot',
    simpleUploadActionUrl: '/v2/api/ue-upload-simple',
    catcherActionUrl: '/v2/api/ue-catch-image',
    catcherFieldName: 'source',
    catcherMaxSize: CATCH_MAX_BYTES,
    catcherMaxItems: CATCH_MAX_SOURCES,
    catcherAllowFiles: images,
    catcherLocalDomain: [] as string[],
    catcherTimeout: CATCHER_CLIENT_TIMEOUT_MS,
    imageMarkUrl: '/v2/api/image-mark',
  };
}
