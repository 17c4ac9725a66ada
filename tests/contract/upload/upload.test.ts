// The upload suite (upload-suite.ts) with files in DATA_DIR/files, the default.
import { useUploadBackend } from './upload-backend';

useUploadBackend('local');
await import('./upload-suite');
