import React, { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from '../useTranslation';
import type { Importance } from '../../lib/api/types';
import { getEconomicCalendar } from '../../lib/api/endpoints';
import {
  IMPORTANCE_LEVELS,
  RANGE_PRESETS,
  currenciesOf,
  dayIn,
  filterEvents,
  groupByDay,
  presetOf,
  presetRange,
  rangeProblem,
  releasedSince,
  type DayRange,
  type RangePreset,
  type RangeProblem,
} from '../../lib/analysis/calendar';
import { formatDay } from '../../lib/format';
import { calendarQuery, prebuiltMayBeStale, firstPageOf } from '../../lib/sections/first-pages';
import { SectionFrame } from '../sections/SectionFrame';
import { useHydratedNow } from '../useHydratedNow';
import { useLocale } from '../locale-context';
import { CalendarDayTable } from './CalendarDayTable';
import { CalendarSubscription } from './CalendarSubscription';
import { EmptyState, ErrorState, LoadingCards } from './ListStates';
import { useRemote } from './useRemote';
import { useTimeZone } from './useTimeZone';
import * as styles from './EconomicCalendar.module.css';
import * as lists from './lists.module.css';

const ALL_LEVELS: readonly Importance[] = IMPORTANCE_LEVELS;

/**
 * The economic calendar: releases by day in the visitor's time zone, for a range of days
 * (today, this week, next week, or typed), filtered by importance and currency. A new
 * range asks the API; the other filters work on what it answered. The build's week (in UTC)
 * comes with the page and says which it is; once hydrated, the visitor's week is asked for
 * when it is another, or when a release has come out since the build. The releases of the
 * chosen currencies and importance can be subscribed to in a calendar app, and each added to one.
 */
export default function EconomicCalendar({ section }: { section: Queries.EconomicCalendarSectionDataFragment }) {
  const { t } = useTranslation('analysis');
  const { code, tag } = useLocale();
  const timeZone = useTimeZone();
  const now = useHydratedNow();
  const id = useId();
  const first = firstPageOf(section.firstPage, 'economicCalendar');
  // The visitor's "this week" is known once the page runs in their browser; till then the build's, if any.
  const [range, setRange] = useState<DayRange | null>(first?.range ?? null);
  const [draft, setDraft] = useState<DayRange>(first?.range ?? { from: '', to: '' });
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [importance, setImportance] = useState<readonly Importance[]>(ALL_LEVELS);
  const [currencies, setCurrencies] = useState<readonly string[]>([]);

  const show = useCallback((next: DayRange) => {
    setRange(next);
    setDraft(next);
    setProblem(null);
  }, []);

  const key = range ? `${code}|${range.from}|${range.to}` : 'pending';
  const { state, retry, refresh } = useRemote(
    key,
    (signal) => (range ? getEconomicCalendar(calendarQuery(code, range), signal) : new Promise<never>(() => undefined)),
    first?.calendar,
    prebuiltMayBeStale(),
  );
  useEffect(() => {
    const moment = Date.now();
    const week = presetRange('thisWeek', moment, Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!first || week.from !== first.range.from || week.to !== first.range.to) show(week);
    else if (releasedSince(first.calendar.items, moment)) refresh();
    // As the page hydrates (its first page, show and refresh keep their identity while it is shown).
  }, [first, show, refresh]);
  const items = state.status === 'ready' ? state.data.items : null;
  const inRange = useMemo(
    () => (items && range ? filterEvents(items, { range, importance: ALL_LEVELS, currencies: [] }, timeZone) : []),
    [items, range, timeZone],
  );
  const days = useMemo(
    () => (range ? groupByDay(filterEvents(inRange, { range, importance, currencies }, timeZone), timeZone) : []),
    [inRange, range, importance, currencies, timeZone],
  );
  const choices = useMemo(() => currenciesOf(inRange), [inRange]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) show(draft);
  };
  const resetFilters = () => {
    setImportance(ALL_LEVELS);
    setCurrencies([]);
  };
  // Which preset the range is depends on the day: none is claimed before the page runs.
  const chosenPreset: RangePreset | null = range && now !== null ? presetOf(range, now, timeZone) : null;
  const errorId = `${id}-range-error`;

  return (
    <SectionFrame section={section}>
      <div className={styles.filters}>
        <form className={styles.group} onSubmit={apply} noValidate>
          <fieldset>
            <legend>{t('calendar.dates')}</legend>
            <div className={styles.presets}>
              {RANGE_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={lists.pill}
                  aria-pressed={chosenPreset === preset}
                  onClick={() => show(presetRange(preset, Date.now(), timeZone))}
                >
                  {t(`calendar.presets.${preset}`)}
                </button>
              ))}
            </div>
            <div className={styles.dates}>
              {(['from', 'to'] as const).map((end) => (
                <div key={end} className={styles.field}>
                  <label htmlFor={`${id}-${end}`}>{t(`calendar.${end}`)}</label>
                  <input
                    id={`${id}-${end}`}
                    type="date"
                    value={draft[end]}
                    aria-invalid={problem !== null}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
                  />
                </div>
              ))}
              <button type="submit" className="button button-primary">
                {t('calendar.show')}
              </button>
            </div>
            {problem && (
              <p id={errorId} className={styles.error} role="alert">
                {t(`calendar.problems.${problem}`)}
              </p>
            )}
          </fieldset>
        </form>
        <ChoiceGroup
          legend={t('calendar.importance')}
          choices={IMPORTANCE_LEVELS.map((level) => ({ value: level, label: t(`calendar.levels.${level}`) }))}
          chosen={importance}
          onChange={setImportance}
        />
        <ChoiceGroup
          legend={t('calendar.currencies')}
          choices={choices.map((currency) => ({ value: currency, label: currency }))}
          chosen={currencies}
          onChange={setCurrencies}
          hint={t('calendar.currenciesHint')}
        />
      </div>

      <CalendarSubscription filter={{ currencies, importance }} />
      {range && <p className={styles.zone}>{t('calendar.range', { from: formatDay(tag, range.from), to: formatDay(tag, range.to) })}</p>}
      <p className={styles.zone}>{t('calendar.timeZone', { zone: timeZone })}</p>
      <div className={styles.results} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <LoadingCards count={8} variant="row" />}
        {state.status === 'error' && <ErrorState message={t('calendar.error')} onRetry={retry} />}
        {state.status === 'ready' && days.length === 0 && (
          <EmptyState message={inRange.length === 0 ? t('calendar.empty') : t('calendar.noMatch')}>
            {inRange.length > 0 && (
              <button type="button" className="button button-secondary" onClick={resetFilters}>
                {t('calendar.reset')}
              </button>
            )}
          </EmptyState>
        )}
        {state.status === 'ready' && days.length > 0 && (
          <>
            <p className="visually-hidden" role="status">
              {t('calendar.count', { total: days.reduce((sum, day) => sum + day.events.length, 0) })}
            </p>
            {days.map((day) => (
              <CalendarDayTable key={day.day} day={day} timeZone={timeZone} today={now === null ? null : dayIn(now, timeZone)} />
            ))}
          </>
        )}
      </div>
    </SectionFrame>
  );
}

interface ChoiceGroupProps<T> {
  legend: string;
  choices: { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (chosen: readonly T[]) => void;
  hint?: string;
}

/** A group of checkboxes that filters the calendar. */
function ChoiceGroup<T extends string | number>({ legend, choices, chosen, onChange, hint }: ChoiceGroupProps<T>) {
  const toggle = (value: T) => onChange(chosen.includes(value) ? chosen.filter((entry) => entry !== value) : [...chosen, value]);
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.checks}>
        {choices.map(({ value, label }) => (
          <label key={value} className={styles.check}>
            <input type="checkbox" checked={chosen.includes(value)} onChange={() => toggle(value)} />
            {label}
          </label>
        ))}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </fieldset>
  );
}

export const fragment = graphql`
  fragment EconomicCalendarSectionData on EconomicCalendarSection {
    id
    firstPage(locale: $locale)
    key
  }
`;
