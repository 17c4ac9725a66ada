import { describe, expect, it } from 'vitest';
import { listOperations } from '../../contract';
import { auditedOperations, isStaffWrite, NOT_AUDITED } from './audit';

describe('the audited operations', () => {
  it('are every staff write of the contract, plus staff sign-in (each way), sign-out and second-factor events, and no read', () => {
    const ops = listOperations();
    const audited = auditedOperations(ops);
    const staffWrites = ops.filter((op) => op.path.startsWith('/v2/admin/') && op.method !== 'GET' && !NOT_AUDITED.has(op.operationId)).map((op) => op.operationId);
    expect([...NOT_AUDITED].sort()).toEqual(['leaveBugPresence', 'previewBugResponse', 'touchBugPresence']);
    expect(staffWrites.length).toBeGreaterThan(40);
    const accountEvents = ['emailLogin', 'verifySecondFactorLogin', 'finishSso', 'logout', 'verifyStepUp', 'confirmSecondFactor', 'disableSecondFactor', 'regenerateRecoveryCodes'];
    expect([...audited.keys()].sort()).toEqual([...staffWrites, ...accountEvents].sort());
    for (const signIn of ['emailLogin', 'verifySecondFactorLogin', 'finishSso']) expect(audited.get(signIn)?.action).toBe('auth.signIn');
    expect(audited.get('logout')?.action).toBe('auth.signOut');
    expect(audited.get('actOnBug')?.target).toEqual({ kind: 'bug', idParam: 'id' });
  });

  it('count a bearer requirement with a staff scope as staff', () => {
    const op = { operationId: 'x', method: 'POST', path: '/v2/api/x', tag: 'x', multipart: false, bodyMedia: [] };
    expect(isStaffWrite({ ...op, security: [{ bearer: ['staff:bugs:write'] }] })).toBe(true);
    expect(isStaffWrite({ ...op, security: [{ bearer: ['bugs:write'] }, { researcher: [], csrf: [] }] })).toBe(false);
    expect(isStaffWrite({ ...op, method: 'GET', security: [{ staff: ['owner', 'viewer'] }] })).toBe(false);
  });
});
