import React, { useMemo, type ComponentType } from 'react';
import { graphql } from 'gatsby';
import type { SectionTypeName } from '../../lib/sections/types';
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

/** A section as its page query gives it: the fields its component renders (the fragment beside each). */
export type SectionData = Queries.PageBodyDataFragment['sections'][number];
type SectionDataOf<T extends SectionTypeName> = Extract<SectionData, { __typename: T }>;

/** One component per section type (its GraphQL type: gatsby/section-schema.ts). */
const components: { [T in SectionTypeName]: ComponentType<{ section: SectionDataOf<T> }> } = {
  HeroSection: Hero,
  FeaturesSection: Features,
  ComparisonSection: Comparison,
  InstrumentsSection: Instruments,
  StepsSection: Steps,
  FaqSection: Faq,
  CtaSection: Cta,
  TabsSection: Tabs,
  MediaSection: Media,
  StatsSection: Stats,
  TrustSection: Trust,
  DownloadsSection: Downloads,
  CalculatorSection: Calculator,
  PromotionsSection: Promotions,
  GreetingSection: Greeting,
  TimelineSection: Timeline,
  PeopleSection: People,
  AwardsSection: Awards,
  EntitiesSection: Entities,
  OfficesSection: Offices,
  DocumentsSection: Documents,
  LegalTextSection: LegalText,
  GlossarySection: Glossary,
  LessonsSection: Lessons,
  WebinarsSection: Webinars,
  LeadFormSection: LeadFormSection,
  ContactSection: Contact,
  RegistrationSection: Registration,
  NewsListSection: NewsList,
  ArticleListSection: ArticleList,
  AnalysisLatestSection: AnalysisLatest,
  EconomicCalendarSection: EconomicCalendar,
  VideoGallerySection: VideoGallery,
};

export function SectionView({ section }: { section: SectionData }) {
  // TypeScript cannot pair the table's entry with the union's member: the table's type pairs them.
  const Component = components[section.__typename] as ComponentType<{ section: SectionData }>;
  return <Component section={section} />;
}

// Every kind but tabs, whose panels hold these (TabsSectionData).
export const fragment = graphql`
  fragment SectionContent on PageSection {
    __typename
    ...HeroSectionData
    ...FeaturesSectionData
    ...ComparisonSectionData
    ...InstrumentsSectionData
    ...StepsSectionData
    ...FaqSectionData
    ...CtaSectionData
    ...MediaSectionData
    ...StatsSectionData
    ...TrustSectionData
    ...DownloadsSectionData
    ...CalculatorSectionData
    ...PromotionsSectionData
    ...GreetingSectionData
    ...TimelineSectionData
    ...PeopleSectionData
    ...AwardsSectionData
    ...EntitiesSectionData
    ...OfficesSectionData
    ...DocumentsSectionData
    ...LegalTextSectionData
    ...GlossarySectionData
    ...LessonsSectionData
    ...WebinarsSectionData
    ...LeadFormSectionData
    ...ContactSectionData
    ...RegistrationSectionData
    ...NewsListSectionData
    ...ArticleListSectionData
    ...AnalysisLatestSectionData
    ...EconomicCalendarSectionData
    ...VideoGallerySectionData
  }

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
