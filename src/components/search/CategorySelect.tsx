import React, { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { listMoveForKey, moveActive } from '../../lib/listbox';
import * as styles from './CategorySelect.module.css';

export interface CategoryOption {
  value: string;
  label: string;
}

interface CategorySelectProps {
  label: string;
  options: CategoryOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A select-only combobox (WAI-ARIA pattern) with a styled list: opens on click, Enter,
 * Space or the arrows; the arrows move, Enter or Space chooses; Escape and a click
 * outside close it. Escape closes only the list, not the dialog around it.
 */
export function CategorySelect({ label, options, value, onChange }: CategorySelectProps) {
  const id = useId();
  const labelId = `${id}label`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const selected = Math.max(0, options.findIndex((option) => option.value === value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(selected);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const shownOptionId = open ? optionId(active) : undefined;
  useEffect(() => {
    if (shownOptionId) document.getElementById(shownOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [shownOptionId]);

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    onChange(options[index].value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = listMoveForKey(event.key);
    if (!open) {
      if (move || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        show(move === 'first' || move === 'last' ? moveActive(selected, options.length, move) : selected);
      }
      return;
    }
    if (move) {
      event.preventDefault();
      setActive(moveActive(active, options.length, move));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // Handled here: the default action would close the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Tab') {
      choose(active);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        className={`${styles.control} ${open ? styles.open : ''}`}
        onClick={() => (open ? setOpen(false) : show(selected))}
        onKeyDown={onKeyDown}
      >
        {options[selected]?.label}
      </div>
      <ul role="listbox" id={listId} aria-labelledby={labelId} className={styles.list} hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === selected}
            className={`${styles.option} ${index === active ? styles.active : ''}`}
            // Keeps the focus on the combobox.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
