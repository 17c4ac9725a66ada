import { describe, expect, it } from 'vitest';
import { switchLanguageHref, withLanguage } from './language';

describe('the language value on links (docs/rules.md#screens-and-routes)', () => {
  it('adds the current language value to site paths', () => {
    expect(withLanguage('/blog/5', '?language=en')).toBe('/blog/5?language=en');
    expect(withLanguage('/reward/3?n=2', 'language=en')).toBe('/reward/3?n=2&language=en');
    expect(withLanguage('/announce/list#top', '?language=zh')).toBe('/announce/list?language=zh#top');
  });

  it('leaves an address alone when the page names no language (Chinese by default)', () => {
    expect(withLanguage('/blog/5', '')).toBe('/blog/5');
  });

  it('keeps a language the address names itself, and never touches external addresses', () => {
    expect(withLanguage('/home?language=zh', '?language=en')).toBe('/home?language=zh');
    expect(withLanguage('https://example.org/x', '?language=en')).toBe('https://example.org/x');
    expect(withLanguage('mailto:security@src.example.org', '?language=en')).toBe('mailto:security@src.example.org');
  });

  it('switches the language of the current address, keeping the rest', () => {
    expect(switchLanguageHref({ pathname: '/v2/blog/5', search: '?a=1', hash: '#c' }, 'en')).toBe('/v2/blog/5?a=1&language=en#c');
    expect(switchLanguageHref({ pathname: '/v2/home', search: '?language=en', hash: '' }, 'zh')).toBe('/v2/home?language=zh');
  });
});
