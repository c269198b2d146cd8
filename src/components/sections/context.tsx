import React, { createContext, useCallback, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from '../useTranslation';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderText, type Text } from '../../lib/text';
import type { SectionData } from './PageSections';

/** The page's images by file name, from the page query. */
const ImagesContext = createContext<ReadonlyMap<string, IGatsbyImageData>>(new Map());
/** The level of section headings: 2 on the page, 3 inside a tab panel. */
const HeadingLevelContext = createContext<2 | 3>(2);
/** Renders a section (tabs render the sections of their panels with it). */
const SectionRendererContext = createContext<ComponentType<{ section: SectionData }>>(() => null);

export function SectionsProvider({
  images,
  renderer,
  children,
}: {
  images: ReadonlyMap<string, IGatsbyImageData>;
  renderer: ComponentType<{ section: SectionData }>;
  children: ReactNode;
}) {
  return (
    <ImagesContext.Provider value={images}>
      <SectionRendererContext.Provider value={renderer}>{children}</SectionRendererContext.Provider>
    </ImagesContext.Provider>
  );
}

export const NestedHeadings = ({ children }: { children: ReactNode }) => (
  <HeadingLevelContext.Provider value={3}>{children}</HeadingLevelContext.Provider>
);

export const useSectionImage = (name: string | null) => {
  const images = useContext(ImagesContext);
  return name ? images.get(name) : undefined;
};
export const useHeadingLevel = () => useContext(HeadingLevelContext);
export const useSectionRenderer = () => useContext(SectionRendererContext);

/** Translation helpers of the sections: every key they use carries its namespace. */
export function useTexts() {
  const { t, i18n } = useTranslation();
  const translate = useCallback((key: string, values?: Record<string, unknown>) => String(t(key, values as never)), [t]);
  return useMemo(
    () => ({
      t: translate,
      text: (value: Text) => renderText(value, translate),
      /** The text of a key the section may leave out (a title, an introduction). */
      optional: (key: string) => (i18n.exists(key) ? translate(key) : null),
    }),
    [translate, i18n],
  );
}

// A text of a section: a key, with its values (a value's own text has none), or a literal.
export const fragment = graphql`
  fragment TextData on Text {
    ... on KeyText {
      key
      values {
        name
        string
        number
        text {
          ... on KeyText {
            key
          }
          ... on LiteralText {
            literal
          }
        }
      }
    }
    ... on LiteralText {
      literal
    }
  }
`;
