// Stock changes applied atomically while exchanges run, and the regulation file per language.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { rewards } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { getSetting, putSetting } from '../settings/settings';
import { publishUploads } from '../upload/uploads';
import { invalid } from '../../messages/index';
import { required } from './crud';

export async function adjustRewardStock(db: Db, lang: Lang, id: number, delta: number) {
  if (delta === 0) throw invalid(lang, 'delta', (m) => m.content.deltaNotZero);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
    if (!row) throw new ApiError(Retcode.NotFound);
    if (row.num + delta < 0) throw invalid(lang, 'delta', (m) => m.content.stockBelowZero);
    const [after] = await tx
      .update(rewards)
      .set({ num: sql`${rewards.num} + ${delta}` })
      .where(eq(rewards.id, id))
      .returning({ num: rewards.num });
    return { num: after!.num };
  });
}

export async function getAdminRegulation(db: Db, lang: Lang) {
  return { regulation: (await getSetting(db, 'regulation'))[lang] };
}

export async function updateRegulation(db: Db, lang: Lang, form: { filename: string; url: string }) {
  const url = required(lang, 'url', form.url);
  if (!/^(\/(?!\/)|https:\/\/)/.test(url)) throw invalid(lang, 'url', (m) => m.validation.sitePathOrHttps);
  const current = await getSetting(db, 'regulation');
  await db.transaction(async (tx) => {
    await putSetting(tx, 'regulation', { ...current, [lang]: { filename: required(lang, 'filename', form.filename), url } });
    // Researchers must be able to open the regulation they agree to: the uploaded file becomes public.
    await publishUploads(tx, [url]);
  });
  return {};
}
