export { makeClient, apiMiddleware, type ApiClient } from './fetchClient';
export { call, navigation, type ApiResult, type ApiFailure, type OkData } from './result';
export { csrfToken } from './token';
export { pageLanguage, type Lang } from './language';
export { TIMEOUT_MS, timeoutFor } from './timeouts';
export { toFormBody } from './form';
export { exportUrl } from './export';
export { uploadFile, type UploadFileType, type UploadResult, type UploadedFile, type UploadOptions } from './upload';
