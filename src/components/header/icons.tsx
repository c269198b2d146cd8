import React from 'react';
import * as styles from './icons.module.css';

/** Line icons of the header and its menus (24×24, currentColor); decorative, the control carries the name. */
const paths = {
  chevron: 'M6 9l6 6 6-6',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.75 5.5 3.75 9S14.5 18.5 12 21c-2.5-2.5-3.75-5.5-3.75-9S9.5 5.5 12 3z',
  external: 'M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4',
} as const;

export type IconName = keyof typeof paths;

interface LineIconProps {
  className?: string;
  size?: number;
}

/** A line icon of the site chrome from its path (the footer keeps its own paths, which load with it). */
export function LineIcon({ path, className, size = 20 }: LineIconProps & { path: string }) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, ...props }: LineIconProps & { name: IconName }) {
  return <LineIcon path={paths[name]} {...props} />;
}
