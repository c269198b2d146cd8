import React, { type ReactNode } from 'react';
import type { TextLanguage } from '../../lib/analysis/language';
import { LocalizedLink } from '../LocalizedLink';
import * as styles from './TeaserCard.module.css';

export type TeaserHeading = 'h3' | 'h4' | 'h5';

interface TeaserCardProps {
  /** The item's page, below the locale prefix. */
  to: string;
  title: string;
  summary: string;
  /** The language of the item's texts when it is not the page's. */
  language: TextLanguage;
  /** The line above the title (category, date). */
  meta: ReactNode;
  /** The line under the summary (source, author, symbols). */
  footer?: ReactNode;
  heading: TeaserHeading;
}

/**
 * A news story or article in a list: a card of fixed height (title and summary are cut to
 * a few lines), so lists and their loading shapes take the same room. The whole card is
 * clickable through its title link.
 */
export function TeaserCard({ to, title, summary, language, meta, footer, heading: Heading }: TeaserCardProps) {
  return (
    <article className={styles.card}>
      <p className={styles.meta}>{meta}</p>
      <Heading className={styles.title} {...language}>
        <LocalizedLink to={to} className={styles.link}>
          {title}
        </LocalizedLink>
      </Heading>
      <p className={styles.summary} {...language}>
        {summary}
      </p>
      {footer && <p className={styles.footer}>{footer}</p>}
    </article>
  );
}
