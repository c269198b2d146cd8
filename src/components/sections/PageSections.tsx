import React, { useMemo, type ComponentType } from 'react';
import { graphql } from 'gatsby';
import { loadWithPage } from '../runtime/lazy-parts';
import { SectionsProvider } from './context';
import * as styles from './Sections.module.css';

/** A section as its page query gives it: the fields its component renders (the fragment beside each). */
export type SectionData = Queries.PageBodyDataFragment['sections'][number];
/** The kinds by their GraphQL type's name, as the page query names them. */
type SectionTypeName = SectionData['__typename'];
type SectionDataOf<T extends SectionTypeName> = Extract<SectionData, { __typename: T }>;

/**
 * The registry of section kinds: one line each, its component, whose code loads while the page
 * hydrates, none of it in a page's first load (the HTML holds every section: the build waits for
 * lazy components). The sections most pages show (the home page's among them) share one chunk;
 * the academy's come in one chunk. A kind's type and resolver are in gatsby/sections/; TypeScript
 * fails until every kind the page query names has a component here.
 */
export const sectionComponents: { [T in SectionTypeName]: ComponentType<{ section: SectionDataOf<T> }> } = {
  HeroSection: loadWithPage(() => import(/* webpackChunkName: "sections" */ './Hero')),
  FeaturesSection: loadWithPage(() => import(/* webpackChunkName: "sections" */ './Features')),
  ComparisonSection: loadWithPage(() => import('./Comparison')),
  InstrumentsSection: loadWithPage(() => import('./Instruments')),
  StepsSection: loadWithPage(() => import('./Steps')),
  FaqSection: loadWithPage(() => import('./Faq')),
  CtaSection: loadWithPage(() => import(/* webpackChunkName: "sections" */ './Cta')),
  TabsSection: loadWithPage(() => import('./Tabs')),
  MediaSection: loadWithPage(() => import(/* webpackChunkName: "sections" */ './Media')),
  StatsSection: loadWithPage(() => import(/* webpackChunkName: "sections" */ './Stats')),
  TrustSection: loadWithPage(() => import(/* webpackChunkName: "sections" */ './Trust')),
  DownloadsSection: loadWithPage(() => import('./Downloads')),
  CalculatorSection: loadWithPage(() => import('./Calculator')),
  PromotionsSection: loadWithPage(() => import('./Promotions')),
  GreetingSection: loadWithPage(() => import('./Greeting')),
  TimelineSection: loadWithPage(() => import('./Timeline')),
  PeopleSection: loadWithPage(() => import('./People')),
  AwardsSection: loadWithPage(() => import('./Awards')),
  EntitiesSection: loadWithPage(() => import('./Entities')),
  OfficesSection: loadWithPage(() => import('./Offices')),
  DocumentsSection: loadWithPage(() => import('./Documents')),
  LegalTextSection: loadWithPage(() => import('./LegalText')),
  GlossarySection: loadWithPage(() => import('./Glossary')),
  LessonsSection: loadWithPage(() => import('../academy').then((academy) => ({ default: academy.Lessons }))),
  WebinarsSection: loadWithPage(() => import('../academy').then((academy) => ({ default: academy.Webinars }))),
  LeadFormSection: loadWithPage(() => import('./LeadFormSection')),
  ContactSection: loadWithPage(() => import('./Contact')),
  RegistrationSection: loadWithPage(() => import('../academy').then((academy) => ({ default: academy.Registration }))),
  NewsListSection: loadWithPage(() => import('../analysis/NewsList')),
  ArticleListSection: loadWithPage(() => import('../analysis/ArticleList')),
  AnalysisLatestSection: loadWithPage(() => import('../analysis/AnalysisLatest')),
  EconomicCalendarSection: loadWithPage(() => import('../analysis/EconomicCalendar')),
  VideoGallerySection: loadWithPage(() => import('../analysis/VideoGallery')),
};

export function SectionView({ section }: { section: SectionData }) {
  // TypeScript cannot pair the table's entry with the union's member: the table's type pairs them.
  const Component = sectionComponents[section.__typename] as ComponentType<{ section: SectionData }>;
  return <Component section={section} />;
}

// SectionContent spreads every kind's fragment (`{Kind}SectionData`, beside its component); the build
// writes it from the kinds' table (gatsby/sections/index.ts), so a kind's one line is the table above.
export const fragment = graphql`
  fragment PageBodyData on PageBody {
    pageId
    path
    param
    titleKey
    descriptionKey
    sections {
      ...SectionContent
      ...TabsSectionData
    }
    images {
      relativePath
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;

/** A page's body: its sections in order, with the page's images at hand. */
export function PageSections({ body }: { body: Pick<Queries.PageBodyDataFragment, 'sections' | 'images'> }) {
  const images = useMemo(
    () =>
      new Map(
        (body.images ?? []).flatMap((image) =>
          image?.childImageSharp ? [[image.relativePath, image.childImageSharp.gatsbyImageData] as const] : [],
        ),
      ),
    [body.images],
  );
  return (
    <SectionsProvider images={images} renderer={SectionView}>
      <div className={styles.list}>
        {body.sections.map((section) => (
          <SectionView key={section.id} section={section} />
        ))}
      </div>
    </SectionsProvider>
  );
}
