import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { DEFAULT_INTERVAL_MS, heroSlides, SWIPE_THRESHOLD_PX } from './heroSlides';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useFocusWithin } from './useFocusWithin';
import './HeroCarousel.css';

type Playback = 'auto' | 'playing' | 'paused';

const slideCount = heroSlides.length;

/**
 * The home page hero: the page's h1 over three rotating slides, each with a Learn More link to
 * /about. Rotation pauses on hover and focus, can be paused for good, and does not start on its own
 * for visitors who prefer reduced motion. Swiping left or right by 40px changes the slide.
 */
export function HeroCarousel({ heading }: { heading: string }) {
  const headingId = useId();
  const [active, setActive] = useState(0);
  const [playback, setPlayback] = useState<Playback>('auto');
  const [hovered, setHovered] = useState(false);
  const swipeStartX = useRef<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const carouselRef = useRef<HTMLElement>(null);
  const focused = useFocusWithin(carouselRef);

  const playing = playback === 'playing' || (playback === 'auto' && !reducedMotion);
  const rotating = playing && !hovered && !focused;

  const go = useCallback((delta: number) => {
    setActive((index) => (index + delta + slideCount) % slideCount);
  }, []);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(
      () => go(1),
      heroSlides[active]?.intervalMs ?? DEFAULT_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [active, rotating, go]);

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStartX.current === null) return;
    const distance = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(distance < 0 ? 1 : -1);
  };

  return (
    <section className="hero" aria-labelledby={headingId}>
      <h1 id={headingId} className="hero__heading">
        {heading}
      </h1>
      <section
        ref={carouselRef}
        className="hero__carousel"
        aria-roledescription="carousel"
        aria-label="Highlights"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <div
          className="hero__slides"
          aria-live={rotating ? 'off' : 'polite'}
          onPointerDown={(event) => {
            swipeStartX.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStartX.current = null;
          }}
        >
          {heroSlides.map((slide, index) => {
            const isActive = index === active;
            return (
              <div
                key={slide.image}
                className={isActive ? 'hero__slide hero__slide--active' : 'hero__slide'}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slideCount}`}
                aria-hidden={!isActive}
                inert={!isActive}
              >
                <img
                  className="hero__image"
                  src={`/images/hero/${slide.image}.webp`}
                  srcSet={`/images/hero/${slide.image}-800.webp 800w, /images/hero/${slide.image}.webp 1600w`}
                  sizes="100vw"
                  alt=""
                  width={1600}
                  height={640}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
                <div className="hero__content">
                  <h2 className="hero__slide-title">{slide.title}</h2>
                  <p className="hero__slide-text">{slide.text}</p>
                  <Link to={paths.about} className="button hero__cta">
                    Learn More<span className="visually-hidden"> about Learn Academy</span>
                  </Link>
                </div>
              </div>
            );
          })}
        </div>
        <div className="hero__controls">
          <button
            type="button"
            className="hero__control"
            aria-label="Previous slide"
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="hero__dots">
            {heroSlides.map((slide, index) => (
              <button
                key={slide.image}
                type="button"
                className="hero__dot"
                aria-label={`Show slide ${index + 1} of ${slideCount}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="hero__control"
            aria-label="Next slide"
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="hero__control hero__control--playback"
            aria-label={playing ? 'Pause slide show' : 'Play slide show'}
            onClick={() => setPlayback(playing ? 'paused' : 'playing')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        </div>
      </section>
    </section>
  );
}
