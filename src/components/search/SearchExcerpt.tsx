import React from 'react';
import { searchExcerpt } from '../../lib/search';

/** The part of a result's text that holds the query, the words it matched marked (the modal's and the mobile menu's results). */
export function SearchExcerpt({ text, words, className }: { text: string | undefined; words: readonly string[]; className?: string }) {
  const parts = searchExcerpt(text, words);
  if (!parts) return null;
  return (
    <span className={className}>
      {parts.map((part, position) =>
        part.match ? <mark key={position}>{part.text}</mark> : <React.Fragment key={position}>{part.text}</React.Fragment>,
      )}
    </span>
  );
}
