import { describe, expect, it } from 'vitest';
import { consoleNav } from '../nav';
import { routes } from './routes';

describe('content routes', () => {
  it('give every entry of the content menu a screen at exactly its path', () => {
    const menu = consoleNav.find((g) => g.key === 'content')!.items.map((i) => i.path);
    expect(routes.map((r) => r.path).sort()).toEqual([...menu].sort());
  });
});
