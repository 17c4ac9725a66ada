// The sanitiser's thread when the server runs from its TypeScript sources (tests, tsx): a worker
// starts with plain Node, so worker.ts is loaded through tsx here. The bundle (npm run build) runs
// dist/server/sanitize-worker.mjs instead, and a production install has no tsx.
import { tsImport } from 'tsx/esm/api';

const loaded = await tsImport('./worker.ts', import.meta.url);
export default loaded.default;
export const liveHeapBytes = loaded.liveHeapBytes;
