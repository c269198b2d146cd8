import React from 'react';
import { flagEmoji } from '../../lib/registration/countries';
import * as styles from './Flag.module.css';

/** Fonts that hold flag glyphs on the systems that have them. */
const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif";

let emojiFlags: boolean | undefined;

/**
 * Whether this system draws regional-indicator pairs as flags. Windows and many Linux
 * desktops draw two letters instead; a flag is one glyph, so it measures about as wide as
 * a single indicator letter, while a pair of letters measures about twice as wide.
 */
function drawsEmojiFlags(): boolean {
  if (emojiFlags === undefined) {
    const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `32px ${EMOJI_FONTS}`;
    const pair = context.measureText(flagEmoji('bo')).width;
    const letter = context.measureText(flagEmoji('bo').slice(0, 2)).width;
    emojiFlags = pair > 0 && pair < letter * 1.5;
  }
  return emojiFlags;
}

/** A country's flag from its two-letter code: the emoji flag, or the code itself where flags are not drawn. */
export function Flag({ classname, className = '' }: { classname: string; className?: string }) {
  return drawsEmojiFlags() ? (
    <span className={`${styles.emoji} ${className}`} style={{ fontFamily: EMOJI_FONTS }} aria-hidden="true">
      {flagEmoji(classname)}
    </span>
  ) : (
    <span className={`${styles.code} ${className}`} aria-hidden="true">
      {classname.toUpperCase()}
    </span>
  );
}
