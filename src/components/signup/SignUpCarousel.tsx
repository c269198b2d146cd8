import React, { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import { useTranslation } from '../useTranslation';
import * as styles from './SignUpCarousel.module.css';

/** Each slide's change after this long (§9). */
export const SLIDE_INTERVAL_MS = 3000;

const slides = ['markets', 'platforms', 'support', 'regulation'] as const;

// StaticImage takes literal props only, so each illustration is written out
// (scripts/generate-signup-images.mjs draws them).
const images: Record<(typeof slides)[number], JSX.Element> = {
  markets: (
    <StaticImage className={styles.image} src="../../images/signup/markets.png" alt="" layout="fullWidth" sizes="26rem" loading="eager" />
  ),
  platforms: <StaticImage className={styles.image} src="../../images/signup/platforms.png" alt="" layout="fullWidth" sizes="26rem" />,
  support: <StaticImage className={styles.image} src="../../images/signup/support.png" alt="" layout="fullWidth" sizes="26rem" />,
  regulation: <StaticImage className={styles.image} src="../../images/signup/regulation.png" alt="" layout="fullWidth" sizes="26rem" />,
};

/**
 * False until the element has a box, then true: the carousel hides itself on narrow screens, and
 * a resize observer reports an element only once it is laid out with a size (after the frame that
 * showed it, so what this gates renders in a task of its own).
 */
function useHasBox(ref: RefObject<HTMLElement>): boolean {
  const [hasBox, setHasBox] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width === 0) return;
      setHasBox(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return hasBox;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The pop-up's background carousel: four illustrations with a caption each, changing
 * every 3 s. It holds still while the pointer or the focus is on it, when the visitor
 * pauses it, and entirely when the system asks for reduced motion; the dots choose a slide.
 */
export function SignUpCarousel() {
  const { t } = useTranslation('signup');
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !stopped && !reducedMotion && !hovered && !focused;
  // A slide gets its illustration when it is shown or next, once the carousel is on screen (never
  // on a phone, where it hides itself): gatsby-plugin-image renders an image mounted in the browser
  // through react-dom/server, and four at once, in the task that opened the pop-up, were much of its
  // opening. The form shows first; the next slide's image is ready before it fades in; an image
  // once mounted stays.
  const carouselRef = useRef<HTMLElement>(null);
  const onScreen = useHasBox(carouselRef);
  const [imagesUpTo, setImagesUpTo] = useState(1);
  useEffect(() => setImagesUpTo((upTo) => Math.max(upTo, current + 1)), [current]);

  useEffect(() => {
    if (!rotating) return undefined;
    // Counted from the last change, so a chosen slide also stays its full 3 s.
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={carouselRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((name, index) => (
          <div
            key={name}
            className={`${styles.slide} ${index === current ? styles.current : ''}`}
            aria-hidden={index !== current}
            data-slide={name}
          >
            {onScreen && (index <= imagesUpTo || index === current) && images[name]}
            <p className={styles.caption}>{t(`carousel.slides.${name}`)}</p>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {!reducedMotion && (
          <button
            type="button"
            className={styles.playPause}
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setStopped((value) => !value)}
          >
            <span aria-hidden="true" className={stopped ? styles.playIcon : styles.pauseIcon} />
          </button>
        )}
        {slides.map((name, index) => (
          <button
            key={name}
            type="button"
            className={styles.dot}
            aria-label={t('carousel.show', { current: index + 1, total: slides.length })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </section>
  );
}
