import React, { useMemo, type ComponentType } from 'react';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Section, SectionOf, SectionType } from '../../lib/sections/types';
import type { FirstPages } from '../../lib/sections/first-pages';
import { loadWithPage } from '../runtime/lazy-parts';
import { SectionsProvider } from './context';
import * as styles from './Sections.module.css';

// Each section's code loads while the page hydrates, none of it in a page's first load (the
// HTML holds every section: the build waits for lazy components). The sections most pages show
// (the home page's among them) share one chunk.
const Hero = loadWithPage(() => import(/* webpackChunkName: "sections" */ './Hero'));
const Features = loadWithPage(() => import(/* webpackChunkName: "sections" */ './Features'));
const Cta = loadWithPage(() => import(/* webpackChunkName: "sections" */ './Cta'));
const Media = loadWithPage(() => import(/* webpackChunkName: "sections" */ './Media'));
const Stats = loadWithPage(() => import(/* webpackChunkName: "sections" */ './Stats'));
const Trust = loadWithPage(() => import(/* webpackChunkName: "sections" */ './Trust'));
const Comparison = loadWithPage(() => import('./Comparison'));
const Steps = loadWithPage(() => import('./Steps'));
const Downloads = loadWithPage(() => import('./Downloads'));
// The about pages' sections: company history, people, awards, entities, offices, documents.
const Timeline = loadWithPage(() => import('./Timeline'));
const People = loadWithPage(() => import('./People'));
const Awards = loadWithPage(() => import('./Awards'));
const Entities = loadWithPage(() => import('./Entities'));
const Offices = loadWithPage(() => import('./Offices'));
const Documents = loadWithPage(() => import('./Documents'));
const Instruments = loadWithPage(() => import('./Instruments'));
const Faq = loadWithPage(() => import('./Faq'));
const Tabs = loadWithPage(() => import('./Tabs'));
const Calculator = loadWithPage(() => import('./Calculator'));
const Promotions = loadWithPage(() => import('./Promotions'));
const Greeting = loadWithPage(() => import('./Greeting'));
const LegalText = loadWithPage(() => import('./LegalText'));
const Glossary = loadWithPage(() => import('./Glossary'));
// The academy's sections come in one chunk (src/components/academy); the lead form and contact sections in their own.
const Lessons = loadWithPage(() => import('../academy').then((academy) => ({ default: academy.Lessons })));
const Webinars = loadWithPage(() => import('../academy').then((academy) => ({ default: academy.Webinars })));
const Registration = loadWithPage(() => import('../academy').then((academy) => ({ default: academy.Registration })));
const LeadFormSection = loadWithPage(() => import('./LeadFormSection'));
const Contact = loadWithPage(() => import('./Contact'));
const NewsList = loadWithPage(() => import('../analysis/NewsList'));
const ArticleList = loadWithPage(() => import('../analysis/ArticleList'));
const AnalysisLatest = loadWithPage(() => import('../analysis/AnalysisLatest'));
const EconomicCalendar = loadWithPage(() => import('../analysis/EconomicCalendar'));
const VideoGallery = loadWithPage(() => import('../analysis/VideoGallery'));

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
  return <Component section={section} />;
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

/** A page's body: its sections in order, with the page's images and its lists' first pages at hand. */
export function PageSections({ body, firstPages }: { body: PageBodyData; firstPages?: FirstPages }) {
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
    <SectionsProvider images={images} renderer={SectionView} firstPages={firstPages}>
      <div className={styles.list}>
        {sections.map((section) => (
          <SectionView key={section.id} section={section} />
        ))}
      </div>
    </SectionsProvider>
  );
}
