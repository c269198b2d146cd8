import React, { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CategorySelect } from './CategorySelect';

const options = [
  { value: 'all', label: 'All categories' },
  { value: 'trading', label: 'Trading' },
  { value: 'platform', label: 'Platforms' },
];

function Harness({ onChange = jest.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <CategorySelect
        label="Category"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <p>Elsewhere</p>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Category' });

describe('CategorySelect', () => {
  it('shows the chosen option and opens its list on click', () => {
    render(<Harness />);
    expect(combobox()).toHaveTextContent('All categories');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All categories', 'Trading', 'Platforms']);
  });

  it('chooses with the mouse', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(combobox());
    fireEvent.click(screen.getByRole('option', { name: 'Platforms' }));
    expect(onChange).toHaveBeenCalledWith('platform');
    expect(combobox()).toHaveTextContent('Platforms');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is used with the keyboard: open, move, choose', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'All categories' }).id);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Trading' }).id);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('trading');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape without letting the key close the dialog around it', () => {
    render(<Harness />);
    fireEvent.click(combobox());
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      combobox().dispatchEvent(escape);
    });
    expect(escape.defaultPrevented).toBe(true);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, keeping the value', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(combobox());
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
