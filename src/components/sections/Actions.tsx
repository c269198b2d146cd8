import React, { type ReactNode } from 'react';
import { Link, graphql } from 'gatsby';
import { localizedPath } from '../../lib/locales';
import { portalUrl } from '../../lib/site';
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

/** A call to action as a page query gives it (a text's values may be left out). */
type Action = Queries.ActionDataFragment | { __typename: 'PortalAction'; target: Queries.PortalTarget; label: { key: string } };

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
  switch (action.__typename) {
    case 'RouteAction':
      return (
        <Link to={`${localizedPath(code, action.path)}${action.search ?? ''}${action.hash ?? ''}`} className={classes}>
          {label}
          {arrow}
        </Link>
      );
    case 'PortalAction':
      return (
        <a href={portalUrl(action.target, code)} className={classes}>
          {label}
          {arrow}
        </a>
      );
    case 'ExternalAction':
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
export function Actions({ actions }: { actions: readonly Action[] }) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action, index) => (
        <ActionLink key={`${action.__typename}-${index}`} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  );
}

/** Short selling points with a check mark each. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
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

export const fragment = graphql`
  fragment ActionData on Action {
    ... on RouteAction {
      __typename
      path
      search
      hash
      label {
        ...TextData
      }
    }
    ... on PortalAction {
      __typename
      target
      label {
        ...TextData
      }
    }
    ... on ExternalAction {
      __typename
      href
      label {
        ...TextData
      }
    }
  }
`;
