// The start-up demo decision: an empty embedded database gets the demo by itself only outside
// production; production and PostgreSQL get it only from `npm run demo`, and the log says so.
import { describe, expect, it } from 'vitest';
import { demoOnStart, demoSkippedMessage } from '../../server/src/demo/on-start';

describe('demoOnStart', () => {
  it('loads into an empty embedded database in development and test', () => {
    expect(demoOnStart({ env: 'development', empty: true })).toBe('load');
    expect(demoOnStart({ env: 'test', empty: true })).toBe('load');
  });

  it('never loads by itself in production, even into an empty embedded database, and says how to load it', () => {
    expect(demoOnStart({ env: 'production', empty: true })).toBe('skip-production');
    expect(demoOnStart({ env: 'production', empty: false })).toBe('skip-production');
    expect(demoSkippedMessage('skip-production', true)).toContain('npm run demo');
    expect(demoSkippedMessage('skip-production', false)).toBeUndefined();
  });

  it('leaves PostgreSQL and a database with accounts alone', () => {
    expect(demoOnStart({ env: 'development', databaseUrl: 'postgres://db/portal', empty: true })).toBe('skip-postgres');
    expect(demoOnStart({ env: 'development', empty: false })).toBe('skip-not-empty');
    expect(demoSkippedMessage('skip-not-empty', false)).toBeUndefined();
  });
});
