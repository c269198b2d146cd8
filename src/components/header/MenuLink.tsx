import React, { type ReactNode } from 'react';
import { useTranslation } from '../useTranslation';
import { LocalizedLink } from '../LocalizedLink';
import { Icon } from './icons';

export interface MenuLinkTarget {
  /** Translation key of the label. */
  title: string;
  /** Route path below the locale prefix, for pages of the site. */
  path?: string | null;
  /** Address of an external site (opens in a new window). */
  href?: string | null;
}

interface MenuLinkProps {
  link: MenuLinkTarget;
  className?: string;
  /** Called when the link is followed (menus close themselves). */
  onNavigate?: () => void;
  /** Replaces the translated title as the visible label. */
  children?: ReactNode;
  /** An accessible name that says more than the visible label (it must contain it). */
  label?: string;
}

/** A link of the menu data: a page of the site in the current locale, or an external site in a new window. */
export function MenuLink({ link, className, onNavigate, children, label: ariaLabel }: MenuLinkProps) {
  const { t } = useTranslation('common');
  const label = children ?? t(link.title);
  if (link.href) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener"
        className={className}
        onClick={onNavigate}
        aria-label={ariaLabel && `${ariaLabel} (${t('nav.openInNewWindow')})`}
      >
        {label}
        <span className="visually-hidden"> ({t('nav.openInNewWindow')})</span>
        <Icon name="external" size={14} />
      </a>
    );
  }
  if (link.path == null) return <span className={className}>{label}</span>;
  return (
    <LocalizedLink to={link.path} className={className} onClick={onNavigate} aria-label={ariaLabel}>
      {label}
    </LocalizedLink>
  );
}

interface LearnMoreLinkProps {
  section: { title: string; learnMorePath: string | null; href: string | null };
  className?: string;
  onNavigate?: () => void;
}

/**
 * A section's "Learn more": its learn-more page, or the external site it stands for (partners).
 * Its text names the section too, out of view: "Learn more" alone says nothing in a list of
 * links, to a search engine either (the accessible name comes from the label, spaced as written).
 */
export function LearnMoreLink({ section, className, onNavigate }: LearnMoreLinkProps) {
  const { t } = useTranslation('common');
  if (section.learnMorePath == null && !section.href) return null;
  return (
    <MenuLink
      link={{ title: section.title, path: section.learnMorePath, href: section.href }}
      className={className}
      onNavigate={onNavigate}
      label={`${t('nav.learnMore')}: ${t(section.title)}`}
    >
      {t('nav.learnMore')}
      <span className="visually-hidden">: {t(section.title)}</span>
      {!section.href && <Icon name="arrow" size={18} />}
    </MenuLink>
  );
}
