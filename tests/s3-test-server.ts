// A real S3-compatible server for tests (s3rver on a temporary folder, 127.0.0.1, a free port) with
// one bucket, and the environment that points the portal at it (S3_URL and s3rver's fixed keys).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** S3_URL, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for loadConfig / startTestApp. */
  env: Record<string, string>;
  bucket: string;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'portal-test', prefix = ''): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_URL: `http://127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}?region=us-east-1`,
      // s3rver checks signatures against these fixed keys.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    bucket,
    directory,
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
