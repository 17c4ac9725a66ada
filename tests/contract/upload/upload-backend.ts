// Which file storage upload-suite.ts runs against: set by the test file before it imports the suite.
export type UploadBackend = 'local' | 's3';

let current: UploadBackend = 'local';

export function useUploadBackend(backend: UploadBackend): void {
  current = backend;
}

export function uploadBackend(): UploadBackend {
  return current;
}
