import React, { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Section, SectionOf, SectionType } from '../../lib/sections/types';
import { SectionsProvider } from './context';
import Hero from './Hero';
import Features from './Features';
import Comparison from './Comparison';
import Instruments from './Instruments';
import Steps from './Steps';
import Faq from './Faq';
import Cta from './Cta';
import Tabs from './Tabs';
import Media from './Media';
import Stats from './Stats';
import Trust from './Trust';
import Downloads from './Downloads';
import * as styles from './Sections.module.css';

// Sections that only one or two pages show, or that work in the browser only, load with those pages.
const Calculator = lazy(() => import('./Calculator'));
const Promotions = lazy(() => import('./Promotions'));
const Greeting = lazy(() => import('./Greeting'));
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
