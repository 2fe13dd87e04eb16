import { screen, waitFor, within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';

/**
 * The seeded course the lesson player's tests open (mocks/seed/curricula/webDevelopment.ts): Web
 * Development, paid by learner@example.com, who has completed its first five lessons and was
 * last on its first quiz.
 */
export const WEB_DEVELOPMENT = '6650a1c00000000000000006';

/** Its lessons, in order. */
export const LESSONS = {
  howThisCourseWorks: '6650a8c00000000000000034',
  welcome: '6650a8c00000000000000035',
  semanticHtml: '6650a8c00000000000000036',
  cssCascade: '6650a8c00000000000000037',
  responsiveLayout: '6650a8c00000000000000038',
  htmlCssQuiz: '6650a8c00000000000000039',
  javascriptEssentials: '6650a8c0000000000000003a',
  domEvents: '6650a8c0000000000000003b',
  reactComponents: '6650a8c0000000000000003c',
  howTheWebWorks: '6650a8c0000000000000003d',
  nodeApi: '6650a8c0000000000000003e',
  finalQuiz: '6650a8c0000000000000003f',
} as const;

export const LEARNER = { email: 'learner@example.com' };

export const lessonUrl = (lessonId: string, courseId = WEB_DEVELOPMENT): string =>
  `/learn/${courseId}/${lessonId}`;

const startingWith = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The outline beside the lesson. */
export const outline = (): HTMLElement =>
  screen.getByRole('navigation', { name: 'Course outline' });

/** A lesson's link in the outline (its name starts with the lesson's title). */
export const outlineLink = (title: string, container: HTMLElement = outline()): HTMLElement =>
  within(container).getByRole('link', { name: startingWith(title) });

/** Resolves once the lesson titled `title` is the page's heading. */
export const findLessonHeading = (title: string): Promise<HTMLElement> =>
  screen.findByRole('heading', { level: 1, name: title });

/** Waits until the outline marks the lesson titled `title` as completed. */
export const expectCompletedInOutline = (title: string): Promise<void> =>
  waitFor(() => expect(outlineLink(title)).toHaveAccessibleName(/completed$/));

/** A call the app made: "METHOD path", its JSON body (once read) and its headers. */
export interface RecordedCall {
  call: string;
  body: unknown;
  headers: Headers;
}

/** Every call the app makes through `server` from now on, in order (until its listeners go). */
export function recordCalls(server: SetupServer): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry: RecordedCall = {
      call: `${request.method} ${new URL(request.url).pathname}`,
      body: undefined,
      headers: request.headers,
    };
    calls.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  });
  return calls;
}

/** The bodies of the calls recorded as `call` ("METHOD path"). */
export const bodiesOf = (calls: readonly RecordedCall[], call: string): unknown[] =>
  calls.filter((entry) => entry.call === call).map((entry) => entry.body);

/**
 * What a video element loads, which is not in the accessibility tree: its sources' types and its
 * tracks (kind and address), as the browser reads them from its children.
 */
export const sourcesOf = (video: HTMLVideoElement): HTMLSourceElement[] =>
  Array.from(video.querySelectorAll('source'));

export const tracksOf = (video: HTMLVideoElement): { kind: string; src: string }[] =>
  Array.from(video.querySelectorAll('track'), (track) => ({ kind: track.kind, src: track.src }));
