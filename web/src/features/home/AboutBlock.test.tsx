import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AboutBlock } from './AboutBlock';

describe("the home page's about block", () => {
  it.each([
    ['zh', '最高奖励 100 万'],
    ['en', 'an extra reward of up to 1 million'],
  ] as const)('states the top extra reward of 1 million (%s)', (lang, words) => {
    renderWithApp(<AboutBlock />, { lang });
    expect(screen.getByText((text) => text.includes(words))).toBeTruthy();
  });
});
