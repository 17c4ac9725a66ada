// Uploads in S3-compatible object storage (S3_URL), so every server behind the load balancer sees
// every file. Objects are named by the generated key only (never the client's file name) under the
// configured prefix. Downloads still stream through the server (uploads.ts openDownload): the same
// access check, headers (Content-Disposition: attachment, nosniff, no-store) and session as a local
// file, and no signed address that would keep working after sign-out or could be passed on.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../../s3-config';
import { SAFE_KEY, type FileStorage } from './storage';

// Required when object storage is configured, not at start-up: the SDK is some 20 MB of a server's
// memory and a fifth of a second of its start, and most servers keep their files on disk.
let sdk: typeof Sdk | undefined;
const loadSdk = () => (sdk ??= createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof Sdk);

function isMissing(err: unknown): boolean {
  return err instanceof loadSdk().S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}

export class S3Storage implements FileStorage {
  private readonly client: Sdk.S3Client;
  private readonly sdk = loadSdk();

  constructor(private readonly config: S3Config) {
    this.client = new this.sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: the default (a CRC trailer on every streamed body,
      // aws-chunked) is not understood by several S3-compatible services.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A storage service that stops answering must fail the request, not hold it (and its upload slot) forever.
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
    });
  }

  /** Where the storage is, for messages (never the credentials). */
  get description(): string {
    return `bucket "${this.config.bucket}"${this.config.prefix ? ` (prefix ${this.config.prefix})` : ''} at ${this.config.endpoint ?? `Amazon S3 (${this.config.region})`}`;
  }

  private objectKey(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return this.config.prefix + key;
  }

  async put(key: string, tmpPath: string): Promise<void> {
    const { size } = await fs.promises.stat(tmpPath);
    // Streamed from the temporary file with its length (one PUT; files are at most 500 MB, S3 takes 5 GB).
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: fs.createReadStream(tmpPath),
        ContentLength: size,
        // What the object is, is decided on download from the uploads row; the store holds bytes only.
        ContentType: 'application/octet-stream',
      }),
    );
    // Moved, like the local folder's rename: the temporary copy goes once the object is there.
    await fs.promises.rm(tmpPath, { force: true });
  }

  async open(key: string): Promise<Readable | undefined> {
    if (!SAFE_KEY.test(key)) return undefined;
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return answer.Body as Readable | undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new this.sdk.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix || undefined, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.config.prefix.length);
        if (key && SAFE_KEY.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (err) {
      const status = err instanceof this.sdk.S3ServiceException ? ` (HTTP ${err.$metadata.httpStatusCode ?? '?'})` : '';
      const reason = isMissing(err) ? 'the bucket does not exist' : `${(err as Error).name}: ${(err as Error).message}${status}`;
      throw new Error(`S3_URL: cannot use ${this.description}: ${reason}`, { cause: err });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
