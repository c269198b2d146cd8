import React, { useEffect, useId } from 'react';
import { useTranslation } from '../useTranslation';
import { formatNumber } from '../../lib/format';
import { findLesson, lessonPlace, paragraphs, type Lesson as LessonData } from '../../lib/lessons';
import { routeLink } from '../../lib/route-links';
import { portalUrl } from '../../lib/site';
import { LevelBadge } from '../academy/LevelBadge';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { Icon } from '../sections/Icon';
import type { DynamicBodyProps } from './body-props';
import { CheckList } from '../sections/Actions';
import * as cards from '../sections/Lessons.module.css';
import * as styles from './Lesson.module.css';

const lessonPath = (lesson: LessonData) => routeLink('academy-trading-academy-lesson', lesson.id);

/**
 * A lesson of the trading academy (academy/trading-academy/{id}): its sections, a worked
 * example, the key takeaways and the way to the lessons before and after it. The texts
 * come with the page (the `lessons` namespace); an id the curriculum lacks is a 404.
 */
export default function Lesson({ param, notFound, curriculum = [] }: DynamicBodyProps) {
  const { t } = useTranslation(['lessons', 'academy']);
  const { tag, code } = useLocale();
  const lesson = findLesson(curriculum, param);
  const place = lessonPlace(curriculum, param);
  const titleId = useId();
  useEffect(() => {
    if (!lesson) notFound();
  }, [lesson, notFound]);
  if (!lesson || !place) return null;

  const text = (key: string): string => t(`lessons:${lesson.id}.${key}`);
  const title = t(`academy:lessons.${lesson.id}.title`);
  const sectionId = (section: string) => `${lesson.id}-${section}`;
  return (
    <article className={styles.lesson} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={`${cards.meta} ${styles.meta}`}>
          <span>{t(`academy:lessonModules.${lesson.module}`)}</span>
          <LevelBadge level={lesson.level} />
          <span className={cards.minutes}>
            <Icon name="clock" />
            {t('academy:lessonList.minutes', { minutes: formatNumber(tag, lesson.minutes), count: lesson.minutes })}
          </span>
          <span>
            {t('academy:lesson.position', { position: formatNumber(tag, place.position), total: formatNumber(tag, place.total) })}
          </span>
        </p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.summary}>{t(`academy:lessons.${lesson.id}.summary`)}</p>
      </header>

      <nav className={styles.contents} aria-label={t('academy:lesson.contents')}>
        <p className={styles.contentsTitle}>{t('academy:lesson.contents')}</p>
        <ol>
          {lesson.sections.map((section) => (
            <li key={section}>
              <a href={`#${sectionId(section)}`}>{text(`sections.${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>

      {lesson.sections.map((section) => (
        <section key={section} id={sectionId(section)} aria-labelledby={`${sectionId(section)}-title`} className={styles.section}>
          <h3 id={`${sectionId(section)}-title`}>{text(`sections.${section}.title`)}</h3>
          {paragraphs(text(`sections.${section}.text`)).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}

      {lesson.example && (
        <aside className={styles.example} aria-labelledby={`${lesson.id}-example`}>
          <h3 id={`${lesson.id}-example`}>
            {t('academy:lesson.example')}: {text('example.title')}
          </h3>
          {paragraphs(text('example.text')).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </aside>
      )}

      <section className={styles.takeaways} aria-labelledby={`${lesson.id}-takeaways`}>
        <h3 id={`${lesson.id}-takeaways`}>{t('academy:lesson.takeaways')}</h3>
        <CheckList items={lesson.takeaways.map((takeaway) => text(`takeaways.${takeaway}`))} />
      </section>

      <section className={styles.practice} aria-labelledby={`${lesson.id}-practice`}>
        <h3 id={`${lesson.id}-practice`}>{t('academy:lesson.practice.title')}</h3>
        <p>{t('academy:lesson.practice.text')}</p>
        <a className="button button-primary" href={portalUrl('demoUrl', code)}>
          {t('academy:lesson.practice.action')}
        </a>
      </section>

      <nav className={styles.pager} aria-label={t('academy:lesson.pager')}>
        {place.previous && (
          <LocalizedLink to={lessonPath(place.previous)} className={styles.previous} rel="prev">
            <span className={styles.direction}>
              <Icon name="arrow" className={styles.back} />
              {t('academy:lesson.previous')}
            </span>
            <span className={styles.neighbour}>{t(`academy:lessons.${place.previous.id}.title`)}</span>
          </LocalizedLink>
        )}
        {place.next && (
          <LocalizedLink to={lessonPath(place.next)} className={styles.next} rel="next">
            <span className={styles.direction}>
              {t('academy:lesson.next')}
              <Icon name="arrow" className={styles.forward} />
            </span>
            <span className={styles.neighbour}>{t(`academy:lessons.${place.next.id}.title`)}</span>
          </LocalizedLink>
        )}
      </nav>
      <p className={styles.all}>
        <LocalizedLink to={routeLink('academy-trading-academy')}>{t('academy:lesson.all')}</LocalizedLink>
      </p>
    </article>
  );
}
