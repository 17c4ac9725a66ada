// S3_URL: where uploads go when they live in object storage instead of DATA_DIR/files.
//   https://host[:port]/bucket[/prefix]?region=…&forcePathStyle=false  an S3-compatible service (MinIO,
//                                 Ceph, R2, …) at that endpoint; path-style addressing unless told not to
//   s3://bucket[/prefix]?region=…  Amazon S3 itself (the SDK's endpoint for the region)
// Credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), never from
// the URL: a secret in a URL ends up in process lists, shell history and logs. Without them the
// SDK's own chain applies (instance or task roles, AWS_PROFILE).
import { ConfigError } from './config-error';

export interface S3Config {
  /** undefined: Amazon S3's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'), so a portal can share a bucket. */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** S3's bucket naming rules (lower case, digits, dots, hyphens; 3–63 characters). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9._-]+$/;
const KNOWN_PARAMS = new Set(['region', 'forcePathStyle']);

function bool(name: string, raw: string | null, fallback: boolean): boolean {
  if (raw === null) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`S3_URL's ${name} must be true or false, got "${raw}"`);
}

export function parseS3Url(raw: string | undefined, env: NodeJS.ProcessEnv): S3Config | undefined {
  if (raw === undefined || raw === '') return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`S3_URL is not a valid URL: "${raw}"`);
  }
  if (!['http:', 'https:', 's3:'].includes(u.protocol)) {
    throw new ConfigError(`S3_URL must be https://endpoint/bucket (http:// for a local test service) or s3://bucket, got "${u.protocol}"`);
  }
  if (u.username || u.password) {
    throw new ConfigError('S3_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  for (const key of u.searchParams.keys()) {
    if (!KNOWN_PARAMS.has(key)) throw new ConfigError(`S3_URL has an unknown parameter "${key}" (known: ${[...KNOWN_PARAMS].join(', ')})`);
  }
  const isAws = u.protocol === 's3:';
  const parts = decodeURIComponent(u.pathname).split('/').filter(Boolean);
  const bucket = isAws ? u.hostname : parts.shift();
  if (!bucket || !BUCKET.test(bucket)) {
    throw new ConfigError(`S3_URL must name a bucket (3–63 lower-case letters, digits, dots or hyphens), got "${bucket ?? ''}"`);
  }
  if (!parts.every((p) => PREFIX_PART.test(p))) throw new ConfigError('S3_URL\'s key prefix may hold only letters, digits, ".", "_" and "-" between slashes');
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_URL: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (then the SDK looks for a role or profile)');
  }
  return {
    endpoint: isAws ? undefined : `${u.protocol}//${u.host}`,
    bucket,
    prefix: parts.length ? `${parts.join('/')}/` : '',
    region: u.searchParams.get('region') || env.AWS_REGION || 'us-east-1',
    // S3-compatible services mostly need path-style addresses (no bucket subdomains); AWS prefers virtual hosts.
    forcePathStyle: bool('forcePathStyle', u.searchParams.get('forcePathStyle'), !isAws),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) } : undefined,
  };
}
