import React from 'react';
import { useTranslation } from '../useTranslation';
import type { LessonLevel } from '../../lib/lessons';
import * as styles from './Academy.module.css';

/** A lesson's or webinar's level: Beginner, Intermediate, Advanced. */
export function LevelBadge({ level }: { level: LessonLevel }) {
  const { t } = useTranslation('academy');
  return <span className={`${styles.badge} ${styles[level]}`}>{t(`levels.${level}`)}</span>;
}
