import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RewardType } from '@generated/enums';
import { renderWithApp } from '../../test/render';
import { QuantityInput } from './QuantityInput';

function Harness({ type }: { type: RewardType }) {
  const [n, setN] = useState(1);
  return (
    <>
      <QuantityInput type={type} value={n} onChange={setN} />
      <output data-testid="value">{n}</output>
    </>
  );
}

describe('exchange quantity input', () => {
  it('steps between 1 and 10', () => {
    renderWithApp(<Harness type="custom" />);
    const minus = screen.getByLabelText('减少');
    const plus = screen.getByLabelText('增加');
    expect(minus).toHaveProperty('disabled', true);
    for (let i = 0; i < 12; i++) fireEvent.click(plus);
    expect(screen.getByTestId('value').textContent).toBe('10');
    expect(plus).toHaveProperty('disabled', true);
  });

  it('rounds and clamps what is typed', () => {
    renderWithApp(<Harness type="cash" />);
    const input = screen.getByLabelText('兑换数量');
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('10');
    expect(input).toHaveProperty('value', '10');
    fireEvent.change(input, { target: { value: '3.6' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '4');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '1');
  });

  it('allows only 1 of a new-person gift', () => {
    renderWithApp(<Harness type="new" />, { lang: 'en' });
    expect(screen.getByLabelText('Increase')).toHaveProperty('disabled', true);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('1');
  });
});
