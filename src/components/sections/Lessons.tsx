import React from 'react';
import { graphql } from 'gatsby';
import type { LessonCard } from '../../lib/sections/types';
import { formatNumber } from '../../lib/format';
import { LevelBadge } from '../academy/LevelBadge';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as features from './Features.module.css';
import * as styles from './Lessons.module.css';
import * as shared from './Sections.module.css';

/** Lessons of the curriculum as cards, under their module's name when the section spans several modules. */
export default function Lessons({ section }: { section: Queries.LessonsSectionDataFragment }) {
  const { t } = useTexts();
  const level = useHeadingLevel();
  const ModuleHeading = level === 2 ? 'h3' : 'h4';
  const modules = [...new Set(section.lessons.map((lesson) => lesson.module))];
  const grouped = modules.length > 1;
  return (
    <SectionFrame section={section}>
      {modules.map((module) => (
        <div key={module} className={styles.group}>
          {grouped && <ModuleHeading className={styles.moduleTitle}>{t(`academy:lessonModules.${module}`)}</ModuleHeading>}
          <ol className={`${features.grid} ${features.columns3}`}>
            {section.lessons
              .filter((lesson) => lesson.module === module)
              .map((lesson) => (
                <LessonItem key={lesson.id} lesson={lesson} headingLevel={grouped ? level + 2 : level + 1} />
              ))}
          </ol>
        </div>
      ))}
    </SectionFrame>
  );
}

function LessonItem({ lesson, headingLevel }: { lesson: LessonCard; headingLevel: number }) {
  const { t } = useTexts();
  const { tag } = useLocale();
  const Heading = `h${Math.min(headingLevel, 5)}` as 'h3';
  return (
    <li className={`${features.card} ${features.linked}`} value={lesson.position}>
      <p className={styles.meta}>
        <span>{t('academy:lessonList.position', { position: formatNumber(tag, lesson.position) })}</span>
        <LevelBadge level={lesson.level} />
        <span className={styles.minutes}>
          <Icon name="clock" />
          {t('academy:lessonList.minutes', { minutes: formatNumber(tag, lesson.minutes), count: lesson.minutes })}
        </span>
      </p>
      <Heading className={features.title}>
        <LocalizedLink to={lesson.path} className={features.link}>
          {t(`academy:lessons.${lesson.id}.title`)}
        </LocalizedLink>
      </Heading>
      <p className={features.text}>{t(`academy:lessons.${lesson.id}.summary`)}</p>
      <span className={features.more} aria-hidden="true">
        {t('academy:lessonList.start')}
        <Icon name="arrow" className={shared.arrow} />
      </span>
    </li>
  );
}

export const fragment = graphql`
  fragment LessonsSectionData on LessonsSection {
    id
    key
    lessons {
      id
      position
      module
      level
      minutes
      path
    }
  }
`;
