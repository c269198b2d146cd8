import React, { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CountryOption } from '../../lib/registration/countries';
import { useLatest } from '../useLatest';
import { Flag } from './Flag';
import * as styles from './CountryCombobox.module.css';

export interface CountryComboboxProps {
  /** The input's id (its label points at it). */
  id: string;
  labelId: string;
  options: readonly CountryOption[];
  selected: CountryOption;
  /** The search: by name for the country, by dial code for the phone code. */
  filter: (options: readonly CountryOption[], query: string) => readonly CountryOption[];
  /** The text of the closed field: the name, or the dial code. */
  display: (option: CountryOption) => string;
  /** The text of an entry in the list. */
  renderOption: (option: CountryOption) => ReactNode;
  searchHint: string;
  noResults: string;
  resultCount: (count: number) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (option: CountryOption) => void;
  invalid?: boolean;
  describedBy?: string;
  /** 'ltr' for values that read left to right on every page (dial codes). */
  valueDir?: 'ltr';
}

const PAGE_STEP = 10;
/** The list's tallest and shortest heights, in px; it opens upwards when the space below is short. */
const LIST_MAX_HEIGHT = 240;
const LIST_MIN_HEIGHT = 120;

/**
 * A searchable list of countries (the ARIA combobox pattern with a listbox popup). Closed,
 * the field shows the choice; a click, Enter, Space, the arrow keys or typing opens it,
 * and what is typed then filters the list. Arrow keys, Page Up/Down move through the
 * entries, Enter chooses; Escape, leaving the field and a press elsewhere close it.
 * Closing clears the search text.
 */
export function CountryCombobox({
  id,
  labelId,
  options,
  selected,
  filter,
  display,
  renderOption,
  searchHint,
  noResults,
  resultCount,
  open,
  onOpenChange,
  onSelect,
  invalid = false,
  describedBy,
  valueDir,
}: CountryComboboxProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [placement, setPlacement] = useState({ above: false, maxHeight: LIST_MAX_HEIGHT });
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = useMemo(() => filter(options, query), [filter, options, query]);
  const listId = `${id}-list`;
  const optionId = (option: CountryOption) => `${id}-option-${option.classname}`;
  const active = open ? results[activeIndex] : undefined;
  const activeId = active ? optionId(active) : undefined;

  // Opening starts on the current choice and a new search on its first match; this runs
  // only when the list opens or the search changes, never because the choice changed.
  const current = useLatest({ results, selected });
  useEffect(() => {
    if (!open) {
      setQuery('');
      return;
    }
    setActiveIndex(query ? 0 : current.current.results.indexOf(current.current.selected));
  }, [open, query, current]);

  // Scrolls the list alone (scrollIntoView would scroll the pop-up too).
  useEffect(() => {
    const list = listRef.current;
    const option = activeId ? document.getElementById(activeId) : null;
    if (!list || !option) return;
    const bottom = option.offsetTop + option.offsetHeight;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [activeId]);

  // Opens downwards, or upwards when the pop-up has more room there, within the visible pop-up.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const field = root.getBoundingClientRect();
    const frame = root.closest('dialog')?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    const below = frame.bottom - field.bottom - 16;
    const above = field.top - frame.top - 16;
    const upwards = below < LIST_MAX_HEIGHT && above > below;
    setPlacement({ above: upwards, maxHeight: Math.max(LIST_MIN_HEIGHT, Math.min(LIST_MAX_HEIGHT, upwards ? above : below)) });
  }, [open]);

  // A press anywhere outside this field closes the list (the other dropdown's press included).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, onOpenChange]);

  const choose = (option: CountryOption) => {
    onSelect(option);
    onOpenChange(false);
  };

  const move = (delta: number) => {
    if (results.length === 0) return;
    setActiveIndex((index) => Math.min(results.length - 1, Math.max(0, index + delta)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      const printable = event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key) || printable) {
        event.preventDefault();
        onOpenChange(true);
        if (printable) setQuery(event.key);
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(PAGE_STEP);
        break;
      case 'PageUp':
        event.preventDefault();
        move(-PAGE_STEP);
        break;
      case 'Enter':
        // Never submits the form while the list is open.
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        // Closes the list only, not the pop-up around it.
        event.preventDefault();
        event.stopPropagation();
        onOpenChange(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className={`${styles.combobox} ${open ? styles.open : ''}`}>
      <Flag classname={selected.classname} className={styles.flag} />
      <input
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        aria-labelledby={labelId}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // The search hint stays in the page's direction; the value and the search text take valueDir.
        dir={open && !query ? undefined : valueDir}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        // Closed, the field shows the choice and is not edited; open, it is the search box.
        readOnly={!open}
        value={open ? query : display(selected)}
        placeholder={open ? searchHint : undefined}
        onChange={(event) => setQuery(event.target.value)}
        // Open, the field is the search box: a click there places the caret and keeps the list.
        onClick={() => !open && onOpenChange(true)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
        }}
      />
      <span className={styles.chevron} aria-hidden="true" />
      <div className={`${styles.popup} ${placement.above ? styles.above : ''}`} hidden={!open}>
        <ul
          ref={listRef}
          id={listId}
          style={{ maxBlockSize: placement.maxHeight }}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.list}
          // Keeps the focus in the search box while an entry is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {open &&
            results.map((option, index) => (
              <li
                key={option.classname}
                id={optionId(option)}
                role="option"
                aria-selected={option.classname === selected.classname}
                className={`${styles.option} ${index === activeIndex ? styles.active : ''}`}
                onClick={() => choose(option)}
                onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
              >
                <Flag classname={option.classname} />
                {renderOption(option)}
                <span className={styles.check} aria-hidden="true">
                  {option.classname === selected.classname ? '✓' : ''}
                </span>
              </li>
            ))}
        </ul>
        {open && results.length === 0 && <p className={styles.empty}>{noResults}</p>}
        <span className="visually-hidden" role="status">
          {open && query ? resultCount(results.length) : ''}
        </span>
      </div>
    </div>
  );
}
