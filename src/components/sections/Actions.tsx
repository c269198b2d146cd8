import React, { type ReactNode } from 'react';
import type { Action } from '../../lib/sections/types';
import { portalUrl } from '../../lib/site';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { Icon } from './Icon';
import * as styles from './Sections.module.css';

type Variant = 'primary' | 'secondary' | 'link' | 'plain';
const variantClass: Record<Variant, string> = {
  primary: 'button button-primary',
  secondary: 'button button-secondary',
  link: styles.textLink,
  plain: '',
};

interface ActionLinkProps {
  action: Action;
  variant?: Variant;
  className?: string;
  /** What the link says, when not its own label (a card's title, say). */
  children?: ReactNode;
}

/** A call to action: a page of the site, the client portal (in the page's language) or an external site. */
export function ActionLink({ action, variant = 'primary', className, children }: ActionLinkProps) {
  const { code } = useLocale();
  const { t, text } = useTexts();
  const label = children ?? text(action.label);
  const classes = [variantClass[variant], className].filter(Boolean).join(' ') || undefined;
  const arrow = variant === 'link' && <Icon name="arrow" className={styles.arrow} />;
  switch (action.kind) {
    case 'route':
      return (
        <LocalizedLink to={action.path} className={classes}>
          {label}
          {arrow}
        </LocalizedLink>
      );
    case 'portal':
      return (
        <a href={portalUrl(action.target, code)} className={classes}>
          {label}
          {arrow}
        </a>
      );
    case 'external':
      return (
        <a href={action.href} className={classes} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> ({t('sections:actions.newWindow')})</span>
          {arrow}
        </a>
      );
  }
}

/** A row of calls to action: the first stands out, the others follow it. */
export function Actions({ actions }: { actions: Action[] }) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action, index) => (
        <ActionLink key={`${action.kind}-${index}`} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  );
}

/** Short selling points with a check mark each. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={[styles.checks, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
