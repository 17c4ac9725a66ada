// The editor's remote-image catcher (docs/rules.md#calls): each source is fetched through the guard
// (guarded-fetch.ts, address-policy.ts) and, when it is a jpeg or png within the image limit, kept as
// the caller's editor image exactly as an uploaded one would be (storeUpload: magic bytes again,
// the storage quota under the account's lock, the site's storage guard). Sources are worked through one after another, so
// one call holds at most one outgoing connection; each has its own state in the reply.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { maxBytesOf } from '@common/upload-policy';
import type { Db } from '../../../db/index';
import type { Lang } from '../../../envelope';
import type { FileStorage } from '../../../infra/storage/storage';
import { storeUpload } from '../uploads';
import { siteBytesLeft, type SiteStorage } from '../site-storage';
import { siteFullMessage } from '../upload-messages';
import { publicAddressesOnly, type AddressPolicy } from './address-policy';
import { fetchRemoteImage, type CatchRefusal } from './guarded-fetch';
import { RemoteImageCatchResultLimits } from '@generated/limits';

/** The editor's image limit (common/upload-policy.ts): what an uploaded png may be. */
export const CATCH_MAX_BYTES = maxBytesOf('editor', 'png')!;
/** Per source: ten sources stay within the client's 60 s (docs/rules.md#limits, remote catch). */
export const CATCH_TIMEOUT_MS = 5000;
export const CATCH_MAX_REDIRECTS = 3;
export const CATCH_MAX_SOURCES = RemoteImageCatchResultLimits.list.maxItems;

const REFUSALS: Record<CatchRefusal, Record<Lang, string>> = {
  scheme: { zh: '只能抓取 http 或 https 地址', en: 'only http and https addresses are fetched' },
  credentials: { zh: '地址不能包含用户名或密码', en: 'addresses with a user name or password are not fetched' },
  address: { zh: '不允许抓取内网、本机或保留地址', en: 'private, loopback or reserved addresses are not fetched' },
  unresolved: { zh: '无法解析该域名', en: 'the host name could not be resolved' },
  redirects: { zh: `重定向超过 ${CATCH_MAX_REDIRECTS} 次`, en: `more than ${CATCH_MAX_REDIRECTS} redirects` },
  status: { zh: '远程服务器没有返回图片', en: 'the remote server did not answer with an image' },
  'too-large': { zh: `图片大于${CATCH_MAX_BYTES / 1024 / 1024}M`, en: `image larger than ${CATCH_MAX_BYTES / 1024 / 1024}M` },
  'not-image': { zh: '只能抓取 jpg 或 png 图片', en: 'only jpg and png images are taken' },
  timeout: { zh: `${CATCH_TIMEOUT_MS / 1000} 秒内未取回图片`, en: `no image within ${CATCH_TIMEOUT_MS / 1000} s` },
  failed: { zh: '抓取失败', en: 'the image could not be fetched' },
};

export function refusalText(refusal: CatchRefusal, lang: Lang): string {
  return REFUSALS[refusal][lang];
}

export interface CatchDeps {
  db: Db;
  storage: FileStorage;
  tmpDir: string;
  quotaBytes: number;
  /** The site's budget and the disk's floor (checked before an image is written to the disk). */
  site: SiteStorage;
  /** Injected by tests of the success path only (tests can reach nothing but loopback). */
  policy?: AddressPolicy;
}

export interface CatchItem {
  source: string;
  url: string;
  state: string;
}

async function keep(deps: CatchDeps, ownerId: number, lang: Lang, bytes: Buffer, ext: 'png' | 'jpg'): Promise<{ url: string } | { refused: string }> {
  if (bytes.length > (await siteBytesLeft(deps.db, deps.site))) return { refused: siteFullMessage(lang) };
  const tmpPath = path.join(deps.tmpDir, `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.part`);
  await fs.promises.mkdir(deps.tmpDir, { recursive: true });
  await fs.promises.writeFile(tmpPath, bytes, { flag: 'wx' });
  try {
    const file = { field: 'source', tmpPath, clientName: `remote.${ext}`, mimetype: ext === 'png' ? 'image/png' : 'image/jpeg', bytes: bytes.length };
    const result = await storeUpload(deps.db, deps.storage, { ownerId, kind: 'editor', file, lang, quotaBytes: deps.quotaBytes, site: deps.site });
    return result.ok ? { url: result.upload.url } : { refused: result.message };
  } finally {
    await fs.promises.rm(tmpPath, { force: true });
  }
}

export async function catchRemoteImages(deps: CatchDeps, ownerId: number, lang: Lang, sources: string[]): Promise<{ state: string; list: CatchItem[] }> {
  const list: CatchItem[] = [];
  for (const source of sources.slice(0, CATCH_MAX_SOURCES)) {
    const outcome = await fetchRemoteImage(source, {
      policy: deps.policy ?? publicAddressesOnly,
      maxBytes: CATCH_MAX_BYTES,
      timeoutMs: CATCH_TIMEOUT_MS,
      maxRedirects: CATCH_MAX_REDIRECTS,
    });
    if (!outcome.ok) {
      list.push({ source, url: '', state: refusalText(outcome.refusal, lang) });
      continue;
    }
    const kept = await keep(deps, ownerId, lang, outcome.bytes, outcome.ext);
    list.push('url' in kept ? { source, url: kept.url, state: 'SUCCESS' } : { source, url: '', state: kept.refused });
  }
  return { state: 'SUCCESS', list };
}
