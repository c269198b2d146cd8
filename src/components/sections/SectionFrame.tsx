import React, { type ReactNode } from 'react';
import { useHeadingLevel, useTexts } from './context';
import * as styles from './Sections.module.css';

interface SectionFrameProps {
  section: { id: string; key: string };
  children: ReactNode;
  /** A section with its own background (hero, call to action) stays out of the alternating tones. */
  className?: string;
  /** Leaves the title and introduction to the section, which places them itself (still labelled by the title). */
  bare?: boolean;
}

/**
 * The frame of every section: an anchor, its title and introduction when the
 * translations have them (`{key}.title`, `{key}.text`), and a note under it (`{key}.note`).
 * Inside a tab panel the frame drops its page padding and its heading becomes an h3.
 */
export function SectionFrame({ section, children, className, bare = false }: SectionFrameProps) {
  const level = useHeadingLevel();
  const { optional } = useTexts();
  const title = optional(`${section.key}.title`);
  const intro = bare ? null : optional(`${section.key}.text`);
  const note = optional(`${section.key}.note`);
  const Heading = level === 2 ? 'h2' : 'h3';
  const embedded = level === 3;
  const content = (
    <>
      {title && !bare && (
        <Heading id={`${section.id}-title`} className={styles.title}>
          {title}
        </Heading>
      )}
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      {note && <p className={styles.note}>{note}</p>}
    </>
  );
  return (
    <section
      id={section.id}
      aria-labelledby={title ? `${section.id}-title` : undefined}
      className={[styles.section, embedded ? styles.embedded : '', className ?? styles.plain].join(' ')}
    >
      {embedded ? content : <div className="container">{content}</div>}
    </section>
  );
}

/** The heading of a section that lays out its title itself (hero, media, call to action). */
export function SectionTitle({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  const Heading = useHeadingLevel() === 2 ? 'h2' : 'h3';
  return (
    <Heading id={`${id}-title`} className={className ?? styles.title}>
      {children}
    </Heading>
  );
}
