// The upload suite (upload-suite.ts) with files in an S3 bucket (S3_URL) on a real S3-compatible
// server (s3rver) started by the suite: every limit, refusal and access rule holds the same.
import { uploadSuite } from './upload-suite';

uploadSuite('s3');
