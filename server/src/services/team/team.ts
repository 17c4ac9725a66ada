// Teams (docs/rules.md#entities-and-enums, #states-and-transitions, #validation, docs/rules.md#team-change): create (staff review), search, apply, the leader's approval, leave,
// at most 15 members, and the switch rule (team-rule.ts: one join or creation per N months; leaving is free).
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { StaffInboxKind, TeamApplicationStatus, TeamStatus } from '@generated/enums';
import { ledger, teamApplications, teams, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { displayName, personCard } from '../names';
import { notify } from '../notice/notices';
import { paging } from '../paging';
import { getSetting } from '../settings/settings';
import { addToStaffInbox } from '../staff/staff-inbox';
import { nextChangeAllowedAt, teamRuleText } from './team-rule';
import { MyTeamLimits, PublicTeamInfoLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';

/** A team holds as many members as its answers list. */
export const MAX_MEMBERS = PublicTeamInfoLimits.members.maxItems;
const clean = (s: string) => s.replace(/\p{Cc}/gu, ' ').trim();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function switchRule(db: Db, lang: Lang, lastChange: Date | null) {
  const months = await getSetting(db, 'teamChangeMonths');
  const next = lastChange && months > 0 ? nextChangeAllowedAt(lastChange, months) : null;
  return {
    text: teamRuleText(lang, months),
    nextChangeAt: next && next.getTime() > Date.now() ? formatDateTime(next) : null,
  };
}

async function assertMayChange(tx: Db, lang: Lang, user: typeof users.$inferSelect) {
  if (user.teamId !== null) throw new ApiError(Retcode.Conflict, t(lang).team.alreadyInTeam);
  const [pending] = await tx
    .select({ id: teamApplications.id })
    .from(teamApplications)
    .where(and(eq(teamApplications.userId, user.id), eq(teamApplications.status, TeamApplicationStatus.Pending)));
  if (pending) throw new ApiError(Retcode.Conflict, t(lang).team.pendingApplication);
  const rule = await switchRule(tx, lang, user.lastTeamChangeAt);
  if (rule.nextChangeAt) throw new ApiError(Retcode.TeamSwitchNotAllowed, t(lang).team.nextChange(rule.text, rule.nextChangeAt));
}

async function lockedUser(tx: Db, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new ApiError(Retcode.LoginRequired);
  return user;
}

export async function createTeam(db: Db, lang: Lang, userId: number, form: { name: string; intro: string; contact: string }) {
  const name = clean(form.name);
  const intro = clean(form.intro);
  const contact = clean(form.contact);
  for (const [field, value] of [
    ['name', name],
    ['intro', intro],
    ['contact', contact],
  ] as const) {
    if (!value) throw invalid(lang, field, (m) => m.required);
  }
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    await assertMayChange(tx, lang, user);
    const [taken] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(sql`lower(${teams.name}) = lower(${name})`);
    if (taken) throw new ApiError(Retcode.Conflict, t(lang).field('name', t(lang).team.nameTaken));
    const now = new Date();
    const [team] = await tx.insert(teams).values({ name, intro, contact, leaderId: userId, status: TeamStatus.PendingReview }).returning({ id: teams.id });
    await tx.update(users).set({ teamId: team!.id, teamJoinedAt: now, lastTeamChangeAt: now }).where(eq(users.id, userId));
    await addToStaffInbox(tx, { kind: StaffInboxKind.NewTeam, objectId: team!.id, actorId: userId, title: name, text: intro });
    return { id: team!.id };
  });
}

export async function searchTeams(db: Db, query: { page?: number; pageSize?: number; keyword?: string }) {
  const { limit, offset } = paging(query);
  const keyword = query.keyword?.trim();
  const where = and(eq(teams.status, TeamStatus.Approved), keyword ? ilike(teams.name, `%${escapeLike(keyword)}%`) : undefined);
  // Correlated subqueries name their columns in full (drizzle leaves them unqualified here).
  const score = sql<number>`coalesce((select s.score from team_scores s where s.team_id = "teams"."id" and s.period = 'all'), 0)::int`;
  const members = sql<number>`(select count(*) from users u where u.team_id = "teams"."id")::int`;
  const [rows, [total]] = await Promise.all([
    db.select({ id: teams.id, name: teams.name, intro: teams.intro, score, memberCount: members }).from(teams).where(where).orderBy(desc(score), teams.id).limit(limit).offset(offset),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return { total: total?.n ?? 0, teams: rows.map((r) => ({ ...r, score: Math.max(0, r.score), maxMembers: MAX_MEMBERS })) };
}

export async function applyTeam(db: Db, lang: Lang, userId: number, teamId: number) {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.status, TeamStatus.Approved)));
    if (!team) throw new ApiError(Retcode.NotFound);
    await assertMayChange(tx, lang, user);
    const [n] = await tx.select({ n: count() }).from(users).where(eq(users.teamId, teamId));
    if ((n?.n ?? 0) >= MAX_MEMBERS) throw new ApiError(Retcode.TeamFull);
    const [app] = await tx.insert(teamApplications).values({ teamId, userId }).returning({ id: teamApplications.id });
    await notify(tx, team.leaderId, { type: 'team', key: 'team.applied', params: { applicant: displayName(user) }, link: '/user/team/list' });
    return { applicationId: app!.id };
  });
}

export async function decideApplication(db: Db, lang: Lang, leaderId: number, applicationId: number, approve: boolean) {
  return db.transaction(async (tx) => {
    const [app] = await tx.select().from(teamApplications).where(eq(teamApplications.id, applicationId)).for('update');
    if (!app) throw new ApiError(Retcode.NotFound);
    const [team] = await tx.select().from(teams).where(eq(teams.id, app.teamId)).for('update');
    if (!team || team.leaderId !== leaderId) throw new ApiError(Retcode.NoPermission);
    if (app.status !== TeamApplicationStatus.Pending) throw new ApiError(Retcode.StateNotAllowed, t(lang).team.applicationHandled);
    if (approve) {
      const applicant = await lockedUser(tx, app.userId);
      if (applicant.teamId !== null) throw new ApiError(Retcode.Conflict, t(lang).team.applicantJoinedOther);
      const [n] = await tx.select({ n: count() }).from(users).where(eq(users.teamId, team.id));
      if ((n?.n ?? 0) >= MAX_MEMBERS) throw new ApiError(Retcode.TeamFull);
      const now = new Date();
      await tx.update(users).set({ teamId: team.id, teamJoinedAt: now, lastTeamChangeAt: now }).where(eq(users.id, app.userId));
    }
    await tx
      .update(teamApplications)
      .set({ status: approve ? TeamApplicationStatus.Approved : TeamApplicationStatus.Refused, decidedAt: new Date() })
      .where(eq(teamApplications.id, app.id));
    await notify(tx, app.userId, { type: 'team', key: 'team.decided', params: { team: team.name, approved: approve }, link: '/user/team' });
    return {};
  });
}

export async function leaveTeam(db: Db, lang: Lang, userId: number) {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.teamId === null) throw new ApiError(Retcode.NotFound);
    const [team] = await tx.select().from(teams).where(eq(teams.id, user.teamId)).for('update');
    const [n] = await tx.select({ n: count() }).from(users).where(eq(users.teamId, user.teamId));
    if (team?.leaderId === userId && (n?.n ?? 0) > 1) {
      throw new ApiError(Retcode.StateNotAllowed, t(lang).team.leaderLeaves);
    }
    await tx.update(users).set({ teamId: null, teamJoinedAt: null }).where(eq(users.id, userId));
    // The last member dissolves the team: it leaves the rankings (as a rejected team) but keeps its history.
    if (team && (n?.n ?? 0) <= 1) await tx.update(teams).set({ status: TeamStatus.Rejected }).where(eq(teams.id, team.id));
    return {};
  });
}

export async function getMyTeam(db: Db, lang: Lang, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(Retcode.LoginRequired);
  const [pending] = await db
    .select({ id: teamApplications.id, teamId: teamApplications.teamId, teamName: teams.name, status: teamApplications.status })
    .from(teamApplications)
    .innerJoin(teams, eq(teams.id, teamApplications.teamId))
    .where(and(eq(teamApplications.userId, userId), eq(teamApplications.status, TeamApplicationStatus.Pending)));
  const rule = await switchRule(db, lang, user.lastTeamChangeAt);
  const base = { switchRule: rule, pendingApplication: pending ? { ...pending, status: TeamApplicationStatus.Pending } : null };
  if (user.teamId === null) return { team: null, ...base };
  const [team] = await db.select().from(teams).where(eq(teams.id, user.teamId));
  if (!team) return { team: null, ...base };
  const members = await db.select().from(users).where(eq(users.teamId, team.id));
  const scores = await db
    .select({ userId: ledger.userId, score: sql<number>`sum(${ledger.amount})::int` })
    .from(ledger)
    .where(
      and(
        inArray(
          ledger.userId,
          members.map((m) => m.id),
        ),
        eq(ledger.teamId, team.id),
        eq(ledger.earned, true),
      ),
    )
    .groupBy(ledger.userId);
  const ranked = members.map((m) => ({ m, score: Math.max(0, scores.find((s) => s.userId === m.id)?.score ?? 0) })).sort((a, b) => b.score - a.score || a.m.id - b.m.id);
  const isLeader = team.leaderId === userId;
  const applicants = isLeader
    ? await db
        .select({ a: teamApplications, nickname: users.nickname, email: users.email })
        .from(teamApplications)
        .innerJoin(users, eq(users.id, teamApplications.userId))
        .where(eq(teamApplications.teamId, team.id))
        .orderBy(teamApplications.status, desc(teamApplications.createdAt))
        .limit(MyTeamLimits.applicants.maxItems)
    : [];
  return {
    ...base,
    team: {
      id: team.id,
      name: team.name,
      intro: team.intro,
      contact: team.contact,
      status: team.status as TeamStatus,
      leaderId: team.leaderId,
      isLeader,
      score: ranked.reduce((sum, r) => sum + r.score, 0),
      members: ranked.map(({ m, score }, i) => ({ userId: m.id, nickname: displayName(m), portrait: m.portrait, score, rank: i + 1, isLeader: m.id === team.leaderId })),
      applicants: applicants.map(({ a, ...u }) => ({
        id: a.id,
        userId: a.userId,
        nickname: displayName(u),
        createTime: formatDateTime(a.createdAt),
        status: a.status as TeamApplicationStatus,
      })),
    },
  };
}

export async function listAdminTeams(db: Db, query: { page?: number; pageSize?: number; status?: number }) {
  const { limit, offset } = paging(query);
  const where = query.status === undefined ? undefined : eq(teams.status, query.status);
  const members = sql<number>`(select count(*) from users u2 where u2.team_id = "teams"."id")::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: teams, nickname: users.nickname, email: users.email, portrait: users.portrait, memberCount: members })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.leaderId))
      .where(where)
      .orderBy(...(query.status === TeamStatus.PendingReview ? [teams.createdAt, teams.id] : [desc(teams.createdAt), desc(teams.id)]))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    teams: rows.map(({ t, memberCount, ...u }) => ({
      id: t.id,
      name: t.name,
      intro: t.intro,
      contact: t.contact,
      leader: personCard(t.leaderId, u),
      memberCount,
      status: t.status as TeamStatus,
      createTime: formatDateTime(t.createdAt),
    })),
  };
}

export async function reviewTeam(db: Db, lang: Lang, teamId: number, approve: boolean, comment?: string) {
  return db.transaction(async (tx) => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!team) throw new ApiError(Retcode.NotFound);
    if (team.status !== TeamStatus.PendingReview) throw new ApiError(Retcode.StateNotAllowed, t(lang).team.notUnderReview);
    const status = approve ? TeamStatus.Approved : TeamStatus.Rejected;
    await tx.update(teams).set({ status }).where(eq(teams.id, team.id));
    // A rejected team releases its leader (who may create or join another).
    if (!approve) await tx.update(users).set({ teamId: null, teamJoinedAt: null, lastTeamChangeAt: null }).where(eq(users.teamId, team.id));
    await notify(tx, team.leaderId, { type: 'team', key: 'team.reviewed', params: { team: team.name, approved: approve, comment: comment?.trim() }, link: '/user/team' });
    return { status };
  });
}
