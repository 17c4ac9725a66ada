// The upload suite (upload-suite.ts) with files in DATA_DIR/files, the default.
import { uploadSuite } from './upload-suite';

uploadSuite('local');
