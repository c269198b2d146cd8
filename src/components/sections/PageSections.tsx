import React, { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Section, SectionOf, SectionType } from '../../lib/sections/types';
import { SectionsProvider } from './context';
import Hero from './Hero';
import Features from './Features';
import Cta from './Cta';
import Media from './Media';
import Stats from './Stats';
import Trust from './Trust';
import * as styles from './Sections.module.css';

// The home page's sections and the ones most pages show load with the template; the others
// (tables, FAQ, tabs, downloads, and what works in the browser only) load with the pages that
// show them, so they stay out of the home page's first-load JavaScript. The HTML holds them
// all: the build waits for lazy components.
const Comparison = lazy(() => import('./Comparison'));
const Instruments = lazy(() => import('./Instruments'));
const Steps = lazy(() => import('./Steps'));
const Faq = lazy(() => import('./Faq'));
const Tabs = lazy(() => import('./Tabs'));
const Downloads = lazy(() => import('./Downloads'));
const Calculator = lazy(() => import('./Calculator'));
const Promotions = lazy(() => import('./Promotions'));
const Greeting = lazy(() => import('./Greeting'));
// The about pages' sections: company history, people, awards, entities, offices, legal documents and texts.
const Timeline = lazy(() => import('./Timeline'));
const People = lazy(() => import('./People'));
const Awards = lazy(() => import('./Awards'));
const Entities = lazy(() => import('./Entities'));
const Offices = lazy(() => import('./Offices'));
const Documents = lazy(() => import('./Documents'));
const LegalText = lazy(() => import('./LegalText'));
const Glossary = lazy(() => import('./Glossary'));
// The academy's sections come in one chunk (src/components/academy); the lead form and contact sections in their own.
const Lessons = lazy(() => import('../academy').then((academy) => ({ default: academy.Lessons })));
const Webinars = lazy(() => import('../academy').then((academy) => ({ default: academy.Webinars })));
const Registration = lazy(() => import('../academy').then((academy) => ({ default: academy.Registration })));
const LeadFormSection = lazy(() => import('./LeadFormSection'));
const Contact = lazy(() => import('./Contact'));
const NewsList = lazy(() => import('../analysis/NewsList'));
const ArticleList = lazy(() => import('../analysis/ArticleList'));
const AnalysisLatest = lazy(() => import('../analysis/AnalysisLatest'));
const EconomicCalendar = lazy(() => import('../analysis/EconomicCalendar'));
const VideoGallery = lazy(() => import('../analysis/VideoGallery'));

/** One component per section type. */
const components: { [T in SectionType]: ComponentType<{ section: SectionOf<T> }> } = {
  hero: Hero,
  features: Features,
  comparison: Comparison,
  instruments: Instruments,
  steps: Steps,
  faq: Faq,
  cta: Cta,
  tabs: Tabs,
  media: Media,
  stats: Stats,
  trust: Trust,
  downloads: Downloads,
  calculator: Calculator,
  promotions: Promotions,
  greeting: Greeting,
  timeline: Timeline,
  people: People,
  awards: Awards,
  entities: Entities,
  offices: Offices,
  documents: Documents,
  legalText: LegalText,
  glossary: Glossary,
  lessons: Lessons,
  webinars: Webinars,
  leadForm: LeadFormSection,
  contact: Contact,
  registration: Registration,
  newsList: NewsList,
  articleList: ArticleList,
  analysisLatest: AnalysisLatest,
  economicCalendar: EconomicCalendar,
  videoGallery: VideoGallery,
};

export function SectionView({ section }: { section: Section }) {
  const Component = components[section.type] as ComponentType<{ section: Section }>;
  return (
    <Suspense fallback={null}>
      <Component section={section} />
    </Suspense>
  );
}

export const fragment = graphql`
  fragment PageBodyData on PageBody {
    pageId
    path
    param
    titleKey
    descriptionKey
    sections
    images {
      relativePath
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;

/** The page query's body, typed (the sections were checked when data/pages/ was resolved). */
export interface PageBodyData {
  sections: unknown;
  images: ReadonlyArray<{ relativePath: string; childImageSharp: { gatsbyImageData: unknown } | null } | null> | null;
}

/** A page's body: its sections in order, with the page's images at hand. */
export function PageSections({ body }: { body: PageBodyData }) {
  const images = useMemo(
    () =>
      new Map(
        (body.images ?? []).flatMap((image) =>
          image?.childImageSharp ? [[image.relativePath, image.childImageSharp.gatsbyImageData as IGatsbyImageData] as const] : [],
        ),
      ),
    [body.images],
  );
  const sections = body.sections as Section[];
  return (
    <SectionsProvider images={images} renderer={SectionView}>
      <div className={styles.list}>
        {sections.map((section) => (
          <SectionView key={section.id} section={section} />
        ))}
      </div>
    </SectionsProvider>
  );
}
