import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useSectionImage } from './context';

interface SectionImageProps {
  name: string | null;
  className?: string;
  /** The page's largest above-the-fold image (the home hero, its LCP element) loads at once. */
  eager?: boolean;
}

/**
 * The image gatsby-plugin-image made, shown without its fade-in: an image painted at
 * opacity 0 does not count as the largest contentful paint, so the hero renders its
 * responsive sources directly, eagerly and with high fetch priority.
 */
function EagerPicture({ image, className }: { image: IGatsbyImageData; className?: string }) {
  const { sources = [], fallback } = image.images;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt=""
        loading="eager"
        decoding="async"
        {...{ fetchpriority: 'high' }}
      />
    </picture>
  );
}

/** An illustration of the page (src/images/), responsive webp through gatsby-plugin-image. */
export function SectionImage({ name, className, eager = false }: SectionImageProps) {
  const image = useSectionImage(name);
  if (!image) return null;
  // The illustrations only decorate: the section's text says what they show.
  if (eager) return <EagerPicture image={image} className={className} />;
  return <GatsbyImage image={image} alt="" className={className} loading="lazy" />;
}
