/**
 * The seeded lesson videos, as scripts: each slide shows its heading and its lines, and each line is
 * spoken (espeak-ng) and shown as one caption cue, so that the captions and the transcript say what
 * the voice says. scripts/media/lessonVideos.ts makes the videos (MP4 and WebM), their posters and
 * WebVTT captions from these.
 */
import type { SeedVideoId } from '../curricula/types';

export interface VideoSlide {
  heading: string;
  /** Spoken one after another; each is a caption cue. */
  lines: string[];
}

export interface VideoScript {
  id: SeedVideoId;
  title: string;
  slides: VideoSlide[];
}

export const VIDEO_SCRIPTS: readonly VideoScript[] = [
  {
    id: 'how-this-course-works',
    title: 'How this course works',
    slides: [
      {
        heading: 'Welcome to Learn Academy',
        lines: ['Welcome. This short video shows how every course on Learn Academy works.'],
      },
      {
        heading: 'Chapters and lessons',
        lines: [
          'A course is made of chapters, and each chapter of lessons.',
          'A lesson is a text to read, a video to watch, or a quiz to answer.',
        ],
      },
      {
        heading: 'Your progress is saved',
        lines: [
          'Mark a text lesson complete when you have read it.',
          'A video counts once you have watched most of it, and a quiz once you pass it.',
          'Your progress is kept on the server, so you can continue on any device.',
        ],
      },
      {
        heading: 'Finish the course',
        lines: [
          'Complete every lesson and the course is yours, with a certificate to show for it.',
          'Good luck, and enjoy learning.',
        ],
      },
    ],
  },
  {
    id: 'planning-your-study-week',
    title: 'Planning your study week',
    slides: [
      {
        heading: 'Plan before you study',
        lines: ['A little planning at the start of the week makes the rest of it easier.'],
      },
      {
        heading: 'Short, regular sessions',
        lines: [
          'Three sessions of forty minutes beat one long evening.',
          'Put them in your calendar as if they were meetings.',
        ],
      },
      {
        heading: 'One goal per session',
        lines: [
          'Choose one lesson or one exercise for each session.',
          'Stop when it is done, and write down where to start next time.',
        ],
      },
      {
        heading: 'Review and rest',
        lines: [
          'At the end of the week, take a quiz again to see what stayed with you.',
          'Then rest. Memory needs sleep as much as it needs practice.',
        ],
      },
    ],
  },
  {
    id: 'what-data-science-is',
    title: 'What data science is',
    slides: [
      {
        heading: 'Questions first',
        lines: ['Data science starts with a question that data can answer.'],
      },
      {
        heading: 'Collect and clean',
        lines: [
          'Next you collect the data and clean it.',
          'Missing values, duplicates and wrong types take most of the time.',
        ],
      },
      {
        heading: 'Explore and model',
        lines: [
          'Then you explore it with summaries and charts.',
          'Where a pattern holds, a model can predict new cases.',
        ],
      },
      {
        heading: 'Tell the story',
        lines: [
          'Finally you explain what you found, with its limits, to people who will act on it.',
        ],
      },
    ],
  },
  {
    id: 'how-the-web-works',
    title: 'How the web works',
    slides: [
      {
        heading: 'A request and a response',
        lines: [
          'When you open a page, your browser sends a request to a server.',
          'The server answers with a response: HTML, styles, scripts and images.',
        ],
      },
      {
        heading: 'Finding the server',
        lines: [
          'First the browser asks the domain name system for the server’s address.',
          'Then it connects securely, over HTTPS.',
        ],
      },
      {
        heading: 'Building the page',
        lines: [
          'The browser reads the HTML into a tree of elements.',
          'CSS gives them their layout and look, and JavaScript makes them respond.',
        ],
      },
    ],
  },
  {
    id: 'python-in-a-minute',
    title: 'Python in a minute',
    slides: [
      {
        heading: 'Readable by design',
        lines: [
          'Python is a programming language designed to be easy to read.',
          'Indentation, not braces, shows which lines belong together.',
        ],
      },
      {
        heading: 'Values and names',
        lines: [
          'You give a value a name with an equals sign.',
          'Numbers, text, lists and dictionaries are built in.',
        ],
      },
      {
        heading: 'Functions',
        lines: [
          'A function groups steps under one name, with def.',
          'Write small functions, test them, and combine them into programs.',
        ],
      },
    ],
  },
  {
    id: 'writing-a-thesis-statement',
    title: 'Writing a thesis statement',
    slides: [
      {
        heading: 'One sentence, one claim',
        lines: [
          'A thesis statement says, in one sentence, what your essay will argue.',
          'It makes a claim that a reasonable person could dispute.',
        ],
      },
      {
        heading: 'Specific and arguable',
        lines: [
          'Social media is bad is too broad.',
          'Say who, what and why, so that the reader knows what you will prove.',
        ],
      },
      {
        heading: 'Revise it last',
        lines: [
          'Write a working thesis first, then revise it once the essay is drafted.',
          'Every paragraph should support it.',
        ],
      },
    ],
  },
  {
    id: 'the-marketing-funnel',
    title: 'The marketing funnel',
    slides: [
      {
        heading: 'Awareness',
        lines: ['At the top of the funnel, people first learn that you exist.'],
      },
      {
        heading: 'Consideration',
        lines: [
          'In the middle, they compare you with others.',
          'Useful content and honest reviews help them decide.',
        ],
      },
      {
        heading: 'Conversion',
        lines: [
          'At the bottom, they buy, sign up or get in touch.',
          'A clear page with one action converts best.',
        ],
      },
      {
        heading: 'Measure each step',
        lines: ['Measure how many people move from each step to the next, and fix the leakiest.'],
      },
    ],
  },
  {
    id: 'finding-freelance-clients',
    title: 'Finding freelance clients',
    slides: [
      {
        heading: 'Start with people you know',
        lines: [
          'Your first clients often come from people who already know your work.',
          'Tell them what you offer, in one clear sentence.',
        ],
      },
      {
        heading: 'Show your work',
        lines: [
          'A small portfolio of real results beats a long list of skills.',
          'Three good case studies are enough to start.',
        ],
      },
      {
        heading: 'Follow up',
        lines: [
          'Reply quickly, and follow up politely after a week.',
          'Most work is won by the freelancer who kept the conversation going.',
        ],
      },
    ],
  },
];
