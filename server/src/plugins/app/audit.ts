// The staff audit log's one writer (services/audit/): every operation whose contract security names
// the `staff` scheme (or a bearer scope starting `staff:`) and whose method is not GET appends an
// entry when a staff account called it and it answered retcode 0, or 4003 (a refused attempt,
// outcome `refused`: a token without the scope, a role without the right); a staff member's
// sign-in and sign-out append one too. No handler records anything itself: a new staff
// write is audited as soon as the contract lists it.
//
// The entry is written in onSend, before the answer leaves, so a client that saw the answer can
// read its entry. The retcode is read from the serialised envelope (only audited operations pay for
// that parse): a refusal from the security check in onRequest, the error handler's envelopes and the
// handlers' own all pass here the same way. A failure to write is logged, never turned into an
// error for a change that is already committed.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Retcode } from '../../envelope';
import { listOperations, type OperationInfo } from '../../contract';
import { appendAudit } from '../../services/audit/record';
import { auditSummary } from '../../services/audit/summary';
import { targetIdOf, targetRuleOf, type TargetRule } from '../../services/audit/target';

interface AuditedOperation {
  action: string;
  target: TargetRule;
  /** Whose action it is: the caller as the handler found it (sign-out) or as it left it (sign-in). */
  actorAt: 'before' | 'after';
  /** Attempts refused with 4003 are worth an entry (staff operations), or only successes (sign-in, sign-out). */
  recordsRefusals: boolean;
  /** For an answer that is not the JSON envelope (a redirect): whether it succeeded. */
  succeeded?: (reply: FastifyReply) => boolean;
}

/** The account events of the `auth` tag recorded when the account is staff. */
const ACCOUNT_EVENTS: Record<string, AuditedOperation> = {
  emailLogin: { action: 'auth.signIn', target: { kind: 'session', idParam: null }, actorAt: 'after', recordsRefusals: false },
  logout: { action: 'auth.signOut', target: { kind: 'session', idParam: null }, actorAt: 'before', recordsRefusals: false },
  // With a second factor on, the sign-in happens at its second step.
  verifySecondFactorLogin: { action: 'auth.signIn', target: { kind: 'session', idParam: null }, actorAt: 'after', recordsRefusals: false },
  verifyStepUp: { action: 'auth.stepUp', target: { kind: 'session', idParam: null }, actorAt: 'before', recordsRefusals: false },
  confirmSecondFactor: { action: 'auth.secondFactorOn', target: { kind: 'session', idParam: null }, actorAt: 'before', recordsRefusals: false },
  disableSecondFactor: { action: 'auth.secondFactorOff', target: { kind: 'session', idParam: null }, actorAt: 'before', recordsRefusals: false },
  regenerateRecoveryCodes: { action: 'auth.recoveryCodes', target: { kind: 'session', idParam: null }, actorAt: 'before', recordsRefusals: false },
  // Single sign-on redirects either way: to the console, or to its gate with X-Sso-Failure.
  finishSso: {
    action: 'auth.signIn',
    target: { kind: 'session', idParam: null },
    actorAt: 'after',
    recordsRefusals: false,
    succeeded: (reply) => reply.statusCode === 302 && reply.getHeader('x-sso-failure') === undefined,
  },
};

/** A staff write of the contract: not a GET, and a requirement naming the staff scheme or a staff scope. */
export function isStaffWrite(op: OperationInfo): boolean {
  return op.method !== 'GET' && op.security.some((r) => 'staff' in r || (r.bearer ?? []).some((scope) => scope.startsWith('staff:')));
}

/**
 * Staff writes that are not acts: a review page saying every 20 s that its reader is still looking
 * (docs/rules.md#presence) would bury the log, which can never be cleaned, under entries that
 * change nothing anyone relies on. A common response's preview is a POST only to carry its text: it
 * fills placeholders and changes nothing.
 */
export const NOT_AUDITED = new Set(['touchBugPresence', 'leaveBugPresence', 'previewBugResponse']);

export function auditedOperations(ops: OperationInfo[] = listOperations()): Map<string, AuditedOperation> {
  const audited = new Map<string, AuditedOperation>();
  for (const op of ops) {
    if (NOT_AUDITED.has(op.operationId)) continue;
    if (isStaffWrite(op)) audited.set(op.operationId, { action: op.operationId, target: targetRuleOf(op.path), actorAt: 'after', recordsRefusals: true });
    else if (ACCOUNT_EVENTS[op.operationId]) audited.set(op.operationId, ACCOUNT_EVENTS[op.operationId]!);
  }
  return audited;
}

interface Actor {
  userId: number;
  staff: boolean;
  tokenId: number | null;
}

/** The caller: a token's holder (even when the token was refused its scope), else the session's account. */
function actorOf(request: FastifyRequest): Actor | null {
  const holder = request.apiToken?.holder;
  if (holder) return { userId: holder.userId, staff: holder.role === 'staff', tokenId: holder.tokenId };
  const { userId, role } = request.session;
  return userId === null ? null : { userId, staff: role === 'staff', tokenId: null };
}

function answerOf(payload: unknown): { retcode: number; retdata: unknown } | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(payload) as { retcode?: unknown; retdata?: unknown };
    return typeof parsed.retcode === 'number' ? { retcode: parsed.retcode, retdata: parsed.retdata } : null;
  } catch {
    return null;
  }
}

const operationIdOf = (request: FastifyRequest) => (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    const audited = auditedOperations();
    app.decorateRequest('auditActor', null);
    app.decorateRequest('auditNote', null);
    // The caller before the handler runs (a sign-out's account is gone after it). Callback hooks:
    // the many operations not audited cost no promise.
    app.addHook('preHandler', (request, _reply, done) => {
      const id = operationIdOf(request);
      if (id && audited.get(id)?.actorAt === 'before') request.auditActor = actorOf(request);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const id = operationIdOf(request);
      const op = id ? audited.get(id) : undefined;
      if (!op) return done(null, payload);
      const answer = answerOf(payload);
      const outcome = answer?.retcode === Retcode.Ok || (answer === null && op.succeeded?.(reply)) ? 'ok' : answer?.retcode === Retcode.NoPermission && op.recordsRefusals ? 'refused' : null;
      const actor = op.actorAt === 'before' ? request.auditActor : actorOf(request);
      // Only staff accounts' acts: a sign-in is a staff event only when the account is staff, and a
      // researcher refused a staff operation leaves nothing (no one could flood the log, which can
      // never be cleaned, by calling staff addresses).
      if (!outcome || !actor?.staff) return done(null, payload);
      appendAudit(app.db, {
        actorId: actor.userId,
        action: op.action,
        targetKind: op.target.kind,
        targetId: targetIdOf(op.target, request.params, answer?.retdata),
        outcome,
        summary: auditSummary(request.body, request.auditNote ?? undefined),
        ip: request.ip,
        via: actor.tokenId === null ? 'session' : 'token',
        tokenId: actor.tokenId,
      }).then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.error({ err, action: op.action }, 'audit entry not written');
          done(null, payload);
        },
      );
    });
  },
  { name: 'audit' },
);
