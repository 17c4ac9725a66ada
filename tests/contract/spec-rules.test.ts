// The contract's own rules (issue "contract and skeleton", docs/rules.md#the-contract): every docs/rules.md#calls call is there,
// every operation is described the same way, retdata is always fully described, enums carry names
// and labels, examples are bilingual, short and valid, and the field limits of docs/rules.md#validation, #limits are in it.
import { describe, expect, it } from 'vitest';
import { listOperations, loadSpec } from '../../server/src/contract';
import { validatorAt } from './spec-validator';
import { resolve } from './sample-values';

const spec = loadSpec();
const ops = listOperations();
type Node = Record<string, unknown>;
const opNode = (path: string, method: string) => spec.paths[path]![method.toLowerCase()] as Node;

/** Every call of docs/rules.md#calls with its exact method and path. */
const SPEC_CALLS = [
  'GET /v2/api/info',
  'GET /v2/api/banner',
  'GET /v2/api/announcement',
  'GET /v2/api/announcement/{id}',
  'GET /v2/api/user/{userId}',
  'GET /v2/api/team/{id}',
  'GET /v2/api/rank/user',
  'GET /v2/api/rank/team',
  'GET /v2/api/blog/article',
  'GET /v2/api/blog/article/{id}',
  'POST /v2/api/blog/article/{id}/vote',
  'DELETE /v2/api/blog/article/{id}/vote',
  'GET /v2/api/blog/category',
  'GET /v2/api/reward',
  'GET /v2/api/reward/{id}',
  'GET /v2/api/info/reward',
  'POST /v2/api/trade',
  'GET /v2/api/address',
  'GET /v2/api/config/regulation',
  'GET /v2/api/captcha/graph',
  'POST /v2/api/captcha/graph',
  'GET /v2/api/bug-activity',
  'GET /v2/api/bug/{id}',
  'POST /v2/api/bug',
  'GET /v2/api/check',
  'POST /v2/api/leave-message',
  'POST /v2/api/report/submit',
  'GET /v2/api/activity',
  'GET /v2/api/activity/{id}',
  'GET /v2/api/activity/{id}/rank',
  'GET /v2/api/news',
  'GET /v2/admin/api/activity',
  'GET /v2/api/bug-type',
  'POST /v2/api/send/code',
  'POST /v2/api/email/login',
  'GET /v2/api/log',
  'GET /v2/admin/api/uic-user',
  'POST /v2/api/upload',
  'POST /v2/api/ue-upload',
  'POST /v2/api/image-mark',
];

function walk(node: unknown, visit: (n: Node, path: string) => void, path = '#') {
  if (Array.isArray(node)) node.forEach((v, i) => walk(v, visit, `${path}/${i}`));
  else if (node && typeof node === 'object') {
    visit(node as Node, path);
    for (const [k, v] of Object.entries(node)) walk(v, visit, `${path}/${k}`);
  }
}

describe('the contract', () => {
  it('has every call of docs/rules.md#calls with its method and path', () => {
    const present = new Set(ops.map((op) => `${op.method} ${op.path}`));
    expect(SPEC_CALLS.filter((c) => !present.has(c))).toEqual([]);
    expect(ops.length).toBeGreaterThanOrEqual(100);
  });

  it('gives every operation a unique camelCase id, one known tag, a summary and explicit security', () => {
    const tags = new Set((spec.tags as { name: string }[]).map((t) => t.name));
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) {
      const node = opNode(op.path, op.method);
      expect(op.operationId, op.operationId).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(node.tags, op.operationId).toHaveLength(1);
      expect(tags.has(op.tag), op.operationId).toBe(true);
      expect(String(node.summary ?? '').length, op.operationId).toBeGreaterThan(5);
      expect(Array.isArray(node.security), `${op.operationId} declares its security`).toBe(true);
    }
  });

  it('requires CSRF on every write (but a bearer-only requirement) and the language value on every operation', () => {
    for (const op of ops) {
      const params = ((opNode(op.path, op.method).parameters as Node[]) ?? []).map((p) => resolve(p));
      expect(
        params.some((p) => p.name === 'language' && p.in === 'query'),
        op.operationId,
      ).toBe(true);
      if (op.method !== 'GET') {
        expect(op.security.length, op.operationId).toBeGreaterThan(0);
        // A personal API token travels in a header a foreign page cannot set: nothing to forge, so
        // its requirement stands alone (and a session requirement never goes without csrf).
        for (const requirement of op.security) {
          const schemes = Object.keys(requirement);
          if (schemes.includes('bearer')) expect(schemes, op.operationId).toEqual(['bearer']);
          else expect(schemes, op.operationId).toContain('csrf');
        }
      }
    }
  });

  it('names the staff roles of every staff operation: always owner, viewer on every read and on no write, and each area’s role', () => {
    // The roles besides owner that change each staff area (StaffRole's description); reads add viewer.
    const changes: Record<string, string[]> = {
      adminBug: ['triager'],
      adminDisclosure: ['triager'],
      adminTestReport: ['triager'],
      adminContent: ['editor'],
      adminTeam: ['editor'],
      adminMessage: ['editor'],
      adminTrade: ['fulfilment'],
      adminRealName: ['fulfilment'],
      adminRank: ['fulfilment'],
      adminUser: ['fulfilment'],
      adminSettings: [],
      adminWebhook: [],
      adminStaff: [],
      adminAudit: [],
      adminInbox: ['triager', 'editor', 'fulfilment'],
      adminView: ['triager', 'editor', 'fulfilment'],
    };
    // Writes that change only the caller's own state (their inbox read marks, their queue views and
    // pins — a shared view stays its author's —, their presence on a report's page: a viewer may look
    // at a report, and others may see they are looking) are open to every role.
    const ownState = new Set(['markStaffInboxRead', 'createBugView', 'updateBugView', 'deleteBugView', 'setBugViewPin', 'touchBugPresence', 'leaveBugPresence']);
    const wrong: string[] = [];
    for (const op of ops) {
      const roles = op.security.find((r) => 'staff' in r)?.staff;
      if (!roles) continue;
      const area = changes[op.tag];
      if (!roles.includes('owner') || !area) wrong.push(`${op.operationId}: ${roles.join()} (tag ${op.tag})`);
      else if (op.method === 'GET' ? !roles.includes('viewer') : roles.includes('viewer') !== ownState.has(op.operationId)) wrong.push(`${op.operationId}: viewer`);
      else if (op.method !== 'GET' && !ownState.has(op.operationId) && op.operationId !== 'setUserRole' && !area.every((r) => roles.includes(r)))
        wrong.push(`${op.operationId}: ${roles.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('takes non-GET bodies as form-encoded (multipart for uploads) and answers 200 and 400, and 413 and 415 when it takes a body (and a browser GET may redirect, 302)', () => {
    for (const op of ops) {
      const node = opNode(op.path, op.method);
      const body = (node.requestBody as Node | undefined)?.content as Node | undefined;
      if (body) {
        expect(op.method, op.operationId).not.toBe('GET');
        for (const media of Object.keys(body)) {
          expect(['application/x-www-form-urlencoded', 'multipart/form-data'], op.operationId).toContain(media);
        }
      }
      const codes = Object.keys(node.responses as Node);
      // The single sign-on steps are addresses a browser opens: their outcome is where it goes next.
      if (codes.includes('302')) expect(op.method, op.operationId).toBe('GET');
      expect(codes.filter((code) => code !== '302').sort(), op.operationId).toEqual(body ? ['200', '400', '413', '415'] : ['200', '400']);
    }
  });

  it('never describes data as a bare object', () => {
    const bare: string[] = [];
    walk(spec, (n, path) => {
      if (n.type === 'object' && n.properties === undefined && typeof n.additionalProperties !== 'object' && !n.oneOf && !n.allOf) {
        bare.push(path);
      }
    });
    expect(bare).toEqual([]);
  });

  it('names every enum value and labels it in Chinese and English', () => {
    for (const [name, schema] of Object.entries(spec.components.schemas)) {
      if (!Array.isArray(schema.enum) || name === 'ErrorRetcode') continue;
      const labels = schema['x-enum-labels'] as { zh: string[]; en: string[] } | undefined;
      expect(schema['x-enum-varnames'], name).toHaveLength(schema.enum.length);
      expect(labels?.zh, name).toHaveLength(schema.enum.length);
      expect(labels?.en, name).toHaveLength(schema.enum.length);
      expect(
        labels!.zh.some((l) => /[\u4e00-\u9fff]/.test(l)),
        `${name} has Chinese labels`,
      ).toBe(true);
    }
  });

  it('keeps the Retcode enum of docs/rules.md#the-contract', () => {
    const retcode = spec.components.schemas.Retcode as { enum: number[] };
    for (const code of [0, 1001, 1002, 1003, 1004, 1005, 2001, 2002, 4003, 4004, 4005, 4006, 5001]) expect(retcode.enum).toContain(code);
  });

  it('gives every JSON success a zh and an en example that validate, with at most 10 list entries', () => {
    for (const op of ops) {
      const content = ((opNode(op.path, op.method).responses as Node)['200'] as Node).content as Record<string, Node>;
      const json = content['application/json'];
      // Files, images and CSV answer another media type; their JSON is only the error envelope.
      if (!json || Object.keys(content).length > 1) continue;
      const examples = json.examples as Record<string, { value: unknown }>;
      expect(Object.keys(examples ?? {}), op.operationId).toEqual(expect.arrayContaining(['zh', 'en']));
      expect(JSON.stringify(examples.zh!.value), `${op.operationId} zh example is Chinese`).toMatch(/[\u4e00-\u9fff]/);
      const validate = validatorAt(['paths', op.path, op.method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema']);
      for (const [name, example] of Object.entries(examples)) {
        expect(validate(example.value), `${op.operationId} example ${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        walk(example.value, (n) => {
          for (const v of Object.values(n)) if (Array.isArray(v)) expect(v.length, `${op.operationId} ${name}`).toBeLessThanOrEqual(10);
        });
      }
    }
  });

  /** Limits of docs/rules.md#validation and #limits, checked where the contract states them. */
  const LIMITS: [string, string, string, number | string][] = [
    ['submitBug', 'name', 'maxLength', 50],
    ['submitBug', 'link', 'maxLength', 500],
    ['submitBug', 'appName', 'maxLength', 50],
    ['submitBug', 'appVersion', 'maxLength', 50],
    ['submitBug', 'appSource', 'maxLength', 50],
    ['submitBug', 'captcha', 'maxLength', 4],
    ['createLeaveMessage', 'title', 'maxLength', 50],
    ['createLeaveMessage', 'captcha', 'maxLength', 4],
    ['submitTestReport', 'userName', 'maxLength', 50],
    ['submitTestReport', 'email', 'maxLength', 50],
    ['submitTestReport', 'ip', 'maxLength', 500],
    ['submitTestReport', 'dnslog', 'maxLength', 500],
    ['submitTestReport', 'host', 'maxLength', 500],
    ['submitTestReport', 'account', 'maxLength', 500],
    ['submitTestReport', 'content', 'maxLength', 200],
    ['createTeam', 'name', 'maxLength', 50],
    ['createTeam', 'intro', 'maxLength', 100],
    ['createTeam', 'contact', 'maxLength', 100],
    ['replyBug', 'content', 'maxLength', 500],
    ['replyLeaveMessage', 'content', 'maxLength', 500],
    ['sendLoginCode', 'email', 'maxLength', 50],
    ['emailLogin', 'code', 'pattern', '^[0-9]{6}$'],
    ['bindPhone', 'code', 'pattern', '^[0-9]{6}$'],
    ['createTrade', 'num', 'minimum', 1],
    ['createTrade', 'num', 'maximum', 10],
    ['verifyCaptcha', 'code', 'maxLength', 4],
  ];
  it.each(LIMITS)('%s.%s has %s %s', (operationId, field, keyword, value) => {
    const op = ops.find((o) => o.operationId === operationId)!;
    const body = (opNode(op.path, op.method).requestBody as Node).content as Record<string, Node>;
    const schema = resolve((body['application/x-www-form-urlencoded'] ?? body['multipart/form-data'])!.schema as Node);
    const props = { ...(schema.properties as Record<string, Node>) };
    for (const part of (schema.allOf as Node[] | undefined) ?? []) Object.assign(props, resolve(part).properties as Node);
    const prop = resolve(props[field]);
    expect(prop[keyword], `${operationId}.${field}`).toEqual(value);
  });
});
