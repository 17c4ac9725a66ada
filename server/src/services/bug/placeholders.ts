// The placeholders of staff texts (docs/rules.md#common-responses): a saved reply is written once
// and filled per report on the server, in the report's language (the researcher reads it), wherever
// staff text reaches the researcher: thread replies and the comment of a move (actOnBug).
import { eq } from 'drizzle-orm';
import { BugLevelLabels, BugStatus } from '@generated/enums';
import { formatDateTime } from '@common/contract-time';
import type { Db } from '../../db/index';
import { users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { asLang } from '../../lang';
import { invalid } from '../../messages/index';
import { enumText } from '../labels';
import { displayName } from '../names';
import { getSetting } from '../settings/settings';
import type { BugRow } from './access';
import { launchRecheck } from './recheck';
import { factsOf, type SlaColumns } from './sla';
import { isPlaceholder as known, PLACEHOLDER_PATTERN as PATTERN, placeholderWords, PLACEHOLDERS, unknownPlaceholders, type Placeholder } from '@common/placeholders';
import { slaSummary } from './sla-clocks';
import { replyText } from './thread';

/** The columns a text's placeholders are filled from. */
export type PlaceholderColumns = SlaColumns & Pick<BugRow, 'id' | 'name' | 'language' | 'userId' | 'status' | 'recheckDueAt'>;

/** A saved reply may hold known placeholders only: 1001 on `content` names the first unknown one. */
export function checkPlaceholders(lang: Lang, text: string): void {
  const [first] = unknownPlaceholders(text);
  if (first !== undefined) throw invalid(lang, 'content', (m) => m.bug.unknownPlaceholder(`{${first}}`, PLACEHOLDERS.map((p) => `{${p}}`).join(' ')));
}

/**
 * The researcher's page of a report, absolute on `site` (the configured PUBLIC_URL, which the caller
 * passes down from its context): `{link}` is read in mail and notices too.
 */
export const reportLink = (site: string, bugId: number) => `${site.replace(/\/$/, '')}/v2/user/bug/${bugId}`;

/**
 * The re-check's due time while the researcher is asked to re-check; otherwise the due time of the
 * SLA clock due first among those still open (none when every clock stopped). The clocks' due
 * times do not depend on the present moment, only their states do, so any `now` gives the same one.
 */
async function deadlineOf(db: Db, bug: PlaceholderColumns): Promise<string> {
  if (bug.status === BugStatus.AwaitingRecheck && bug.recheckDueAt) return formatDateTime(bug.recheckDueAt);
  const { next } = slaSummary(factsOf(bug), await getSetting(db, 'slaTargets'), new Date());
  return next ? formatDateTime(next.dueAt) : '';
}

async function valuesOf(db: Db, bug: PlaceholderColumns, used: Set<Placeholder>, site: string): Promise<Record<Placeholder, string>> {
  const lang = asLang(bug.language);
  const values: Record<Placeholder, string> = {
    researcher: '',
    id: String(bug.id),
    title: bug.name,
    level: enumText(BugLevelLabels, lang, bug.auditLevel ?? bug.level),
    coins: String(Math.max(0, bug.ratingCoins + bug.qualityCoins)),
    deadline: '',
    link: reportLink(site, bug.id),
  };
  // Only what the text asks for costs a query.
  if (used.has('researcher')) {
    const [user] = await db.select({ nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, bug.userId));
    values.researcher = user ? displayName(user) : '';
  }
  if (used.has('deadline')) values.deadline = await deadlineOf(db, bug);
  return values;
}

/**
 * The report as a move's comment should describe it: with what the move sets (the new level and
 * coins of a rating) and, for update@review, the re-check it launches (`recheck`, launched once by
 * the caller), since the researcher reads the comment after the move.
 */
export function movedRow<Row extends PlaceholderColumns>(bug: Row, set: Partial<BugRow>, recheck?: Awaited<ReturnType<typeof launchRecheck>>): Row {
  return { ...bug, ...set, ...(recheck ? { status: BugStatus.AwaitingRecheck, ...recheck } : {}) };
}

/**
 * The text with every known placeholder filled for this report; unknown `{word}`s stay as written.
 * `site`: the site's own address (PUBLIC_URL), for `{link}`.
 */
export async function fillPlaceholders(db: Db, bug: PlaceholderColumns, text: string, site: string): Promise<string> {
  const used = new Set(placeholderWords(text).filter(known));
  if (used.size === 0) return text;
  const values = await valuesOf(db, bug, used, site);
  return text.replace(PATTERN, (whole, word: string) => (known(word) ? values[word] : whole));
}

export interface PreviewForm {
  content: string;
  action?: string;
  level?: number;
  ratingCoins?: number;
}

/** previewBugResponse: the text filled as the reply or the prepared move's comment will be; nothing saved. */
export async function previewResponse(db: Db, lang: Lang, bug: BugRow, form: PreviewForm, site: string) {
  const rating = { ...(form.level === undefined ? {} : { auditLevel: form.level }), ...(form.ratingCoins === undefined ? {} : { ratingCoins: form.ratingCoins }) };
  const moved = movedRow(bug, rating, form.action === 'update@review' ? await launchRecheck(db, new Date()) : undefined);
  return { content: await fillPlaceholders(db, moved, replyText(form.content, lang), site) };
}
