import React, { useSyncExternalStore } from 'react';
import { flagEmoji } from '../../lib/registration/countries';
import { EMOJI_FONTS, drawsEmojiFlags, subscribeEmojiFlags } from '../../lib/emoji-flags';
import * as styles from './Flag.module.css';

const serverSnapshot = () => false;

/**
 * A country's flag from its two-letter code: the emoji flag where the system draws flags, else the
 * code itself (also until a worker has found out which: src/lib/emoji-flags.ts).
 */
export function Flag({ classname, className = '' }: { classname: string; className?: string }) {
  const emoji = useSyncExternalStore(subscribeEmojiFlags, drawsEmojiFlags, serverSnapshot);
  return emoji ? (
    <span className={`${styles.emoji} ${className}`} style={{ fontFamily: EMOJI_FONTS }} aria-hidden="true">
      {flagEmoji(classname)}
    </span>
  ) : (
    <span className={`${styles.code} ${className}`} aria-hidden="true">
      {classname.toUpperCase()}
    </span>
  );
}
