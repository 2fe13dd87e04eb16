/** The three hero slides. Intervals (docs/decisions.md#layout): 2000 ms, 500 ms, then the 5000 ms default. */
export interface HeroSlide {
  image: string;
  title: string;
  text: string;
  intervalMs: number;
}

/** How long a slide shows when it sets no interval of its own (the third slide uses it too): 5 s. */
export const DEFAULT_INTERVAL_MS = 5000;

export const heroSlides: readonly HeroSlide[] = [
  {
    image: 'slide-1',
    title: 'Study with people from all over the world',
    text: 'Join more than 12,000 learners in over 40 countries on self-paced courses you can start today.',
    intervalMs: 2000,
  },
  {
    image: 'slide-2',
    title: 'Build skills that move your career forward',
    text: 'From data and AI to design and marketing: learn what employers are hiring for right now.',
    intervalMs: 500,
  },
  {
    image: 'slide-3',
    title: 'Learn from instructors who do the work',
    text: 'Live Q&A sessions, real projects and feedback from working professionals in every course.',
    intervalMs: DEFAULT_INTERVAL_MS,
  },
];

/** A horizontal swipe at least this long (px) changes the slide. */
export const SWIPE_THRESHOLD_PX = 40;
