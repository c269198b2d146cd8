import React, { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql } from 'gatsby';
import { useLocale } from '../locale-context';
import { NestedHeadings, useSectionRenderer, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Tabs.module.css';

/**
 * Tabs over sections (conditions, hours and leverage; the Acuity and Trading Central
 * tools). Every panel is in the HTML; the others are hidden. Arrow keys move between
 * tabs (mirrored right to left), Home and End jump; a #tab-id in the address opens that tab.
 */
export default function Tabs({ section }: { section: Queries.TabsSectionDataFragment }) {
  const { t } = useTexts();
  const { dir } = useLocale();
  const Renderer = useSectionRenderer();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const wanted = section.tabs.findIndex((tab) => `#${tab.id}` === window.location.hash);
    if (wanted >= 0) setSelected(wanted);
  }, [section.tabs]);

  const select = (index: number) => {
    const next = (index + section.tabs.length) % section.tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  // The panels' content is the same element whichever tab is chosen: choosing one re-renders
  // no section, so sections still hydrating their own chunk are left alone (React error #421).
  const contents = useMemo(
    () =>
      section.tabs.map((tab) => (
        <NestedHeadings key={tab.id}>
          {tab.sections.map((inner) => (
            <Renderer key={inner.id} section={inner} />
          ))}
        </NestedHeadings>
      )),
    [section.tabs, Renderer],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forward]: () => select(selected + 1),
      [back]: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(section.tabs.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <SectionFrame section={section}>
      <div role="tablist" className={styles.tablist} aria-label={t(`${section.key}.label`)}>
        {section.tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            onKeyDown={onKeyDown}
            id={`${id}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {t(`${section.key}.tabs.${tab.id}`)}
          </button>
        ))}
      </div>
      {section.tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {contents[index]}
        </div>
      ))}
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment TabsSectionData on TabsSection {
    id
    key
    tabs {
      id
      sections {
        ...SectionContent
      }
    }
  }
`;
