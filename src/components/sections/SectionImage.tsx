import React from 'react';
import { GatsbyImage } from 'gatsby-plugin-image';
import { useSectionImage } from './context';

interface SectionImageProps {
  name: string | null;
  className?: string;
  /** The page's largest above-the-fold image (the home hero, its LCP element) loads at once. */
  eager?: boolean;
}

/** An illustration of the page (src/images/), responsive webp through gatsby-plugin-image. */
export function SectionImage({ name, className, eager = false }: SectionImageProps) {
  const image = useSectionImage(name);
  if (!image) return null;
  // The illustrations only decorate: the section's text says what they show.
  return <GatsbyImage image={image} alt="" className={className} loading={eager ? 'eager' : 'lazy'} />;
}
