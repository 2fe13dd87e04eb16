import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { HeroCarousel } from './HeroCarousel';
import { heroSlides } from './heroSlides';

const openHero = () => renderApp(<HeroCarousel heading="Learn without limits" />, { url: '/home' });

/** The slide screen readers can reach: the inactive ones are hidden. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });

describe('hero carousel', () => {
  it('shows the heading and three slides, each with a Learn More link to /about', () => {
    openHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Learn without limits' })).toBeVisible();
    // Each slide has its Learn More link; only the current slide's is exposed.
    const links = screen.getAllByText('Learn More');
    expect(links).toHaveLength(3);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/about'));
    expect(screen.getByRole('link', { name: 'Learn More about Learn Academy' })).toBe(links[0]);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('loads the first picture eagerly and the others lazily, with an 800px variant', () => {
    openHero();
    // The pictures are decorative (alt=""), the slide text is real HTML over them; the slides
    // after the current one are hidden, but their pictures are in the page to be loaded.
    const [first, second] = screen.getAllByAltText('');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute(
      'srcset',
      '/images/hero/slide-1-800.webp 800w, /images/hero/slide-1.webp 1600w',
    );
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('moves with the next and previous buttons, wrapping around', async () => {
    const { user } = openHero();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('heading', { level: 2, name: heroSlides[1]?.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Show slide 1 of 3' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('changes slide on a swipe of at least 40px', async () => {
    const { user } = openHero();
    const swipe = async (from: number, to: number) => {
      await user.pointer([
        { keys: '[TouchA>]', target: currentSlide(), coords: { clientX: from, clientY: 100 } },
        { pointerName: 'TouchA', target: currentSlide(), coords: { clientX: to, clientY: 100 } },
        { keys: '[/TouchA]', target: currentSlide(), coords: { clientX: to, clientY: 100 } },
      ]);
    };
    await swipe(300, 270);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await swipe(300, 260);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    await swipe(100, 150);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  describe('rotation', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('advances after 2000, 500 and 5000 ms', () => {
      openHero();
      wait(1999);
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      wait(1);
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
      wait(500);
      expect(currentSlide()).toHaveAccessibleName('3 of 3');
      wait(4999);
      expect(currentSlide()).toHaveAccessibleName('3 of 3');
      wait(1);
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
    });

    it('stops with the pause button and starts again with play', () => {
      openHero();
      // fireEvent does not move focus, so only the button pauses the rotation here.
      fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
      wait(10_000);
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
      wait(2000);
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
    });

    it('pauses while focus is inside the carousel', () => {
      openHero();
      act(() => screen.getByRole('link', { name: 'Learn More about Learn Academy' }).focus());
      wait(10_000);
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      act(() => screen.getByRole('link', { name: 'Learn More about Learn Academy' }).blur());
      wait(2000);
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
    });

    it('does not start on its own when the visitor prefers reduced motion', () => {
      const matchMedia = window.matchMedia;
      window.matchMedia = (query: string) => ({
        ...matchMedia(query),
        matches: query === '(prefers-reduced-motion: reduce)',
      });
      try {
        openHero();
        wait(10_000);
        expect(currentSlide()).toHaveAccessibleName('1 of 3');
        expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
      } finally {
        window.matchMedia = matchMedia;
      }
    });
  });
});
