// The API reference (/v2/docs) and the raw contract (/v2/openapi.yaml, /v2/openapi.json): served
// from the package and the bundled document under the site's unchanged CSP (no inline script on the
// page, no 'unsafe-eval' anywhere), cacheable with ETags, and the documents are the contract itself.
import fs from 'node:fs';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../server/src/paths';
import { startTestApp, type TestApp } from '../contract/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function expectSiteCsp(csp: unknown) {
  const policy = String(csp);
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
}

describe('/v2/docs', () => {
  it('is a page without inline script that loads Swagger UI and its start-up from this site', async () => {
    const res = await get('/v2/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectSiteCsp(res.headers['content-security-policy']);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, inner] of scripts) {
      expect(attrs).toMatch(/src="\/v2\/docs\/[\w.-]+\.js"/);
      expect(inner!.trim()).toBe('');
    }
    expect(res.body).toContain('href="/v2/docs/swagger-ui.css"');
    expect(res.body).not.toMatch(/https?:\/\//);
    expect((await get('/v2/docs/')).statusCode).toBe(200);
  });

  it("serves the package's files with types, ETags and caching, and nothing else from the folder", async () => {
    const js = await get('/v2/docs/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['cache-control']).toContain('max-age=');
    expectSiteCsp(js.headers['content-security-policy']);
    const again = await get('/v2/docs/swagger-ui-bundle.js', { 'if-none-match': String(js.headers.etag) });
    expect(again.statusCode).toBe(304);

    const css = await get('/v2/docs/swagger-ui.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.length).toBeGreaterThan(10_000);

    const init = await get('/v2/docs/init.js');
    expect(init.body).toContain("url: '/v2/openapi.json'");
    expect(init.body).toContain('validatorUrl: null');

    for (const name of ['package.json', 'index.html', 'swagger-initializer.js', '..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      expect((await get(`/v2/docs/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('/v2/openapi.yaml and /v2/openapi.json', () => {
  it('answer the bundled contract, cacheable and revalidated by ETag', async () => {
    const bundled = fs.readFileSync(paths.spec, 'utf8');
    const yaml = await get('/v2/openapi.yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
    expect(yaml.body).toBe(bundled);
    expect(yaml.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect((await get('/v2/openapi.yaml', { 'if-none-match': String(yaml.headers.etag) })).statusCode).toBe(304);

    const json = await get('/v2/openapi.json');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toEqual(YAML.parse(bundled));
    expect(json.json().components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(json.headers.etag).not.toBe(yaml.headers.etag);
    const stale = await get('/v2/openapi.json', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });
});
