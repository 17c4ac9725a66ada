import { describe, expect, it } from 'vitest';
import { hasPlaceholder, placeholderWords, unknownPlaceholders } from './placeholders';

describe('placeholders', () => {
  it('finds `{word}`s of letters only, each once, in order', () => {
    expect(placeholderWords('{id} {name} {id} {"a": 1} { x } {a1} {}')).toEqual(['id', 'name']);
  });

  it('tells the unknown ones (case matters) from the seven known ones', () => {
    expect(unknownPlaceholders('{researcher}{id}{title}{level}{coins}{deadline}{link}')).toEqual([]);
    expect(unknownPlaceholders('Hi {Researcher}, {name} {id}')).toEqual(['Researcher', 'name']);
  });

  it('says whether a text has something to fill', () => {
    expect(hasPlaceholder('Hi {researcher}')).toBe(true);
    expect(hasPlaceholder('Hi {name} {"a": 1}')).toBe(false);
  });
});
