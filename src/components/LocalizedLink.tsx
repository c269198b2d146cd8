import React, { type AnchorHTMLAttributes } from 'react';
import { Link } from 'gatsby';
import { localizedPath } from '../lib/locales';
import { useLocale } from './locale-context';

type LocalizedLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route path below the locale prefix ('' is the locale's home). */
  to: string;
};

/** A link to a page of the site in the current locale. */
export function LocalizedLink({ to, ...rest }: LocalizedLinkProps) {
  const { code } = useLocale();
  return <Link to={localizedPath(code, to)} {...rest} />;
}
