import React, { type ReactNode } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from './useTranslation';
import { MENU_LISTS } from '../lib/menu';
import { phoneForDisplay, portalUrl } from '../lib/site';
import { useLocale } from './locale-context';
import { footerIcons, isFooterIconName } from './footer-icons';
import { LineIcon } from './header/icons';
import { MenuLink } from './header/MenuLink';
import { useSiteMenu } from './header/site-menu';
import { requestConsentSettings } from '../lib/consent/state';
import * as styles from './SiteFooter.module.css';

/** A titled part of the footer: a heading to jump to, not a landmark of its own (the footer is one). */
interface FooterSectionProps {
  title: string;
  className?: string;
  /** Marks the risk warning, which each page's Markdown copy ends with (gatsby/derived/built-page.ts reads it). */
  riskWarning?: boolean;
  children: ReactNode;
}

function FooterSection({ title, className, riskWarning, children }: FooterSectionProps) {
  return (
    <div className={className} data-risk-warning={riskWarning ? '' : undefined}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </div>
  );
}

/**
 * The footer of every page (§1): call to action, the menu's pages by section, contact
 * details and social links, the risk warning, the notes of the 5 regulated entities,
 * the legal links with the cookie settings, and the copyright line.
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const { code } = useLocale();
  const sections = useSiteMenu();
  const { siteSettings } = useStaticQuery<Queries.SiteFooterQuery>(graphql`
    query SiteFooter {
      siteSettings {
        footer {
          columns
          legal {
            title
            path
            href
          }
        }
        social {
          id
          label
          url
        }
        contact {
          email
          phone
        }
        entities {
          id
          name
          licence
          address
        }
      }
    }
  `);
  if (!siteSettings) return null;
  const { footer, social, contact, entities } = siteSettings;
  const columns = footer.columns.flatMap((id) => sections.filter((section) => section.sectionId === id));

  return (
    <footer className={styles.footer}>
      <div className={styles.cta}>
        <div className={`container ${styles.ctaInner}`}>
          <div>
            <h2 className={styles.ctaTitle}>{t('footer.ctaTitle')}</h2>
            <p className={styles.ctaText}>{t('footer.ctaText')}</p>
          </div>
          <div className={styles.ctaActions}>
            <a className="button button-primary" href={portalUrl('registerUrl', code)}>
              {t('footer.startTrading')}
            </a>
            <a className={`button ${styles.demo}`} href={portalUrl('demoUrl', code)}>
              {t('footer.tryDemo')}
            </a>
          </div>
        </div>
      </div>

      <div className={`container ${styles.main}`}>
        <div className={styles.about}>
          <FooterSection title={t('footer.contact')}>
            <ul className={styles.contact}>
              <li>
                <LineIcon path={footerIcons.mail} size={18} />
                <span className="visually-hidden">{t('footer.email')}: </span>
                <a href={`mailto:${contact.email}`} dir="ltr">
                  {contact.email}
                </a>
              </li>
              <li>
                <LineIcon path={footerIcons.phone} size={18} />
                <span className="visually-hidden">{t('footer.phone')}: </span>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phoneForDisplay(contact.phone)}
                </a>
              </li>
              <li>
                <LineIcon path={footerIcons.clock} size={18} />
                <span>
                  <span className="visually-hidden">{t('footer.hours')}: </span>
                  {t('footer.hoursValue')}
                </span>
              </li>
            </ul>
          </FooterSection>
          <FooterSection title={t('footer.followUs')}>
            <ul className={styles.social}>
              {social.map((network) => (
                <li key={network.id}>
                  <a href={network.url} target="_blank" rel="noopener" className={styles.socialLink}>
                    {isFooterIconName(network.id) ? <LineIcon path={footerIcons[network.id]} size={20} /> : network.label.charAt(0)}
                    <span className="visually-hidden">
                      {network.label} ({t('nav.openInNewWindow')})
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </FooterSection>
        </div>

        <nav className={styles.columns} aria-label={t('footer.navLabel')}>
          {columns.map((section) => (
            <FooterSection key={section.sectionId} title={t(section.title)}>
              <ul className={styles.links}>
                {MENU_LISTS.flatMap((name) => section[name]?.list ?? []).map((link) => (
                  <li key={link.title}>
                    <MenuLink link={link} className={styles.link} />
                  </li>
                ))}
              </ul>
            </FooterSection>
          ))}
        </nav>
      </div>

      <div className={`container ${styles.notes}`}>
        <FooterSection title={t('footer.riskTitle')} className={styles.risk} riskWarning>
          <p>{t('footer.risk')}</p>
        </FooterSection>
        <FooterSection title={t('footer.regulationTitle')}>
          <ul className={styles.entities}>
            {entities.map((entity) => (
              <li key={entity.id}>
                <p>{t(`footer.entities.${entity.id}`, { name: entity.name, licence: entity.licence })}</p>
                <p className={styles.address}>{t('footer.registeredOffice', { address: entity.address })}</p>
              </li>
            ))}
          </ul>
          <p>{t('footer.restricted')}</p>
        </FooterSection>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <ul className={styles.legal}>
            {footer.legal.map((link) => (
              <li key={link.title}>
                <MenuLink link={link} className={styles.legalLink} />
              </li>
            ))}
            <li>
              {/* Opens the cookie settings in place: a button, as it goes nowhere. */}
              <button type="button" className={`${styles.legalLink} ${styles.settingsButton}`} onClick={requestConsentSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
