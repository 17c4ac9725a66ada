import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Podium, podiumSeats, type PodiumEntry } from './Podium';

const entry = (n: number): PodiumEntry => ({ key: n, name: `user-${n}`, score: `${100 - n} coins` });

describe('the ranking podium', () => {
  it('fills the three seats in order and leaves the missing ones null', () => {
    expect(podiumSeats([1, 2, 3, 4])).toEqual([1, 2, 3]);
    expect(podiumSeats([1])).toEqual([1, null, null]);
    expect(podiumSeats([])).toEqual([null, null, null]);
  });

  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
  ])('with %i entries shows %i empty seats (zh)', (count, empty) => {
    renderWithApp(<Podium entries={Array.from({ length: count }, (_, i) => entry(i + 1))} />);
    expect(screen.queryAllByText('虚位以待')).toHaveLength(empty);
  });

  it('places second, first, third from left to right, and says "Empty seat" in English', () => {
    renderWithApp(<Podium entries={[entry(1), entry(2)]} />, { lang: 'en' });
    const places = Array.from(screen.getByTestId('podium').children).map((seat) => seat.getAttribute('data-place'));
    expect(places).toEqual(['2', '1', '3']);
    expect(screen.getByText('user-1').closest('[data-place]')?.getAttribute('data-place')).toBe('1');
    expect(screen.getByText('Empty seat').closest('[data-place]')?.getAttribute('data-place')).toBe('3');
  });
});
