import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, server, setMockDatabase } from '../../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import type { ProgressRecord } from '@/shared/domain/learning';
import { SAVE_EVERY_MS } from './VideoLesson';
import {
  bodiesOf,
  expectCompletedInOutline,
  findLessonHeading,
  LEARNER,
  LESSONS,
  lessonUrl,
  outlineLink,
  recordCalls,
  sourcesOf,
  tracksOf,
  WEB_DEVELOPMENT,
} from '../testLessons';

const LEARNER_UID = 'LearnerAccount00000000000003';
/** "How the web works": 28.3 s long, not yet watched by the seeded learner. */
const VIDEO_LESSON = LESSONS.howTheWebWorks;
const VIDEO_SECONDS = 28.3;
const VIDEO_REPORTS = `PUT /progress/${WEB_DEVELOPMENT}/videos/${VIDEO_LESSON}`;

/** The learner's record in the course, as the server holds it now. */
function learnerRecord(): ProgressRecord {
  const record = getMockDatabase().progress.find(
    (item) => item.uid === LEARNER_UID && item.courseId === WEB_DEVELOPMENT,
  );
  if (!record) throw new Error('The seeded learner has no progress in Web Development');
  return record;
}

/**
 * The learner was in the video before: at `position`, having had the lesson open for a minute in
 * earlier visits (the server refuses claims of more than the time open, at the fastest speed).
 */
function watchedBefore(position: number): void {
  const db = getMockDatabase();
  const record = db.progress.find(
    (item) => item.uid === LEARNER_UID && item.courseId === WEB_DEVELOPMENT,
  );
  record?.videos.push({
    lessonId: VIDEO_LESSON,
    position,
    played: [],
    openMs: 60_000,
    updatedAt: '2026-11-24T09:00:00.000Z',
  });
  setMockDatabase(db);
}

const theVideo = (): HTMLVideoElement =>
  screen.getByLabelText<HTMLVideoElement>('Video: How the web works');

/** Opens the video lesson as the learner, once the server has started their visit. */
async function openVideoLesson() {
  const view = renderApp(null, { url: lessonUrl(VIDEO_LESSON), user: LEARNER });
  await findLessonHeading('How the web works');
  await waitFor(() =>
    expect(
      learnerRecord().videos.find((video) => video.lessonId === VIDEO_LESSON)?.visitStartedAt,
    ).toBeDefined(),
  );
  return view;
}

/** Plays the video from where it is to `to`, as the browser reports it: a timeupdate every half second. */
function playTo(video: HTMLVideoElement, to: number): void {
  fireEvent.play(video);
  for (let time = video.currentTime + 0.5; time <= to; time += 0.5) {
    video.currentTime = time;
    fireEvent.timeUpdate(video);
  }
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

describe('a video lesson', () => {
  it('plays with captions, a speed control and the transcript, from where the learner was', async () => {
    watchedBefore(12.5);
    const { user } = await openVideoLesson();
    const video = theVideo();
    await waitFor(() => expect(video.currentTime).toBe(12.5));
    expect(video).toHaveAttribute('controls');
    expect(tracksOf(video)).toEqual([
      {
        kind: 'captions',
        src: expect.stringMatching(
          /^http:\/\/localhost:5000\/media\/how-the-web-works\.vtt\?expires=\d+&signature=[0-9a-f]{64}$/,
        ),
      },
    ]);
    expect(sourcesOf(video).map((source) => source.type)).toEqual(['video/mp4', 'video/webm']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);

    expect(screen.getByRole('heading', { level: 2, name: 'Transcript' })).toBeVisible();
    expect(screen.getByText(/^When you open a page, your browser sends a request/)).toBeVisible();
  });

  it('is not complete after a seek to the end: a seek plays nothing', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    await openVideoLesson();
    const video = theVideo();

    fireEvent.play(video);
    fireEvent.seeking(video);
    video.currentTime = 27.8;
    fireEvent.seeked(video);
    fireEvent.timeUpdate(video);
    fireEvent.ended(video);
    fireEvent.pause(video);

    await waitFor(() =>
      expect(bodiesOf(calls, VIDEO_REPORTS)).toEqual([{ position: 27.8, played: [] }]),
    );
    await waitFor(() =>
      expect(learnerRecord().videos.find((item) => item.lessonId === VIDEO_LESSON)?.position).toBe(
        27.8,
      ),
    );
    expect(learnerRecord().completed.map((item) => item.lessonId)).not.toContain(VIDEO_LESSON);
    expect(outlineLink('How the web works')).not.toHaveAccessibleName(/completed$/);
  });

  it('is complete once 90 % of it was played, and says how much was watched', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    await openVideoLesson();
    const video = theVideo();

    playTo(video, 25.5);
    // Saved at most every 10 s while playing: these 25 s of video were played in well under that.
    expect(bodiesOf(calls, VIDEO_REPORTS)).toEqual([]);
    fireEvent.pause(video);

    await waitFor(() =>
      expect(bodiesOf(calls, VIDEO_REPORTS)).toEqual([{ position: 25.5, played: [[0, 25.5]] }]),
    );
    await expectCompletedInOutline('How the web works');
    expect(screen.getByText(/^Watched 90% of this video/)).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(learnerRecord().completed.map((item) => item.lessonId)).toContain(VIDEO_LESSON);
    expect(25.5 / VIDEO_SECONDS).toBeGreaterThanOrEqual(0.9);
  });

  it('adds this visit’s ranges to earlier ones, skipping what was jumped over', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    await openVideoLesson();
    const video = theVideo();

    playTo(video, 5);
    fireEvent.pause(video);
    await waitFor(() => expect(bodiesOf(calls, VIDEO_REPORTS)).toHaveLength(1));
    // Jumps ahead to 20 s and plays on to 24 s: 5 to 20 s was not played.
    fireEvent.seeking(video);
    video.currentTime = 20;
    fireEvent.seeked(video);
    playTo(video, 24);
    fireEvent.pause(video);

    await waitFor(() =>
      expect(bodiesOf(calls, VIDEO_REPORTS).at(-1)).toEqual({
        position: 24,
        played: [
          [0, 5],
          [20, 24],
        ],
      }),
    );
    await waitFor(() =>
      expect(learnerRecord().videos.find((item) => item.lessonId === VIDEO_LESSON)?.played).toEqual(
        [
          [0, 5],
          [20, 24],
        ],
      ),
    );
    expect(outlineLink('How the web works')).not.toHaveAccessibleName(/completed$/);
  });

  it('saves while playing at most every 10 s, and when the page goes away', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    await openVideoLesson();
    const video = theVideo();
    playTo(video, 4);
    expect(bodiesOf(calls, VIDEO_REPORTS)).toEqual([]);

    // Ten seconds later, the next update while playing saves what was played so far.
    const start = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => start + SAVE_EVERY_MS);
    video.currentTime = 4.5;
    fireEvent.timeUpdate(video);
    await waitFor(() =>
      expect(bodiesOf(calls, VIDEO_REPORTS)).toEqual([{ position: 4.5, played: [[0, 4.5]] }]),
    );
    video.currentTime = 5;
    fireEvent.timeUpdate(video);
    expect(bodiesOf(calls, VIDEO_REPORTS)).toHaveLength(1);

    fireEvent(window, new Event('pagehide'));
    await waitFor(() =>
      expect(bodiesOf(calls, VIDEO_REPORTS).at(-1)).toEqual({ position: 5, played: [[0, 5]] }),
    );
  });

  it('saves what was played when the learner leaves the lesson', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    const { user } = await openVideoLesson();
    playTo(theVideo(), 6);

    await user.click(screen.getByRole('link', { name: 'Next A small Node.js API, then deploy' }));
    await findLessonHeading('A small Node.js API, then deploy');
    await waitFor(() =>
      expect(bodiesOf(calls, VIDEO_REPORTS)).toEqual([{ position: 6, played: [[0, 6]] }]),
    );
  });

  it('asks for the lesson again when its addresses have expired, and goes on from the same time', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    await openVideoLesson();
    const video = theVideo();
    playTo(video, 8);
    const lessonCalls = () =>
      calls.filter((entry) => entry.call === `GET /lessons/${VIDEO_LESSON}`).length;
    expect(lessonCalls()).toBe(1);

    // The video fails to load an hour later: its signed addresses have expired.
    jest.spyOn(Date, 'now').mockImplementationOnce(() => Date.parse('2099-01-01T00:00:00Z'));
    const lastSource = sourcesOf(video).at(-1);
    if (!lastSource) throw new Error('The video has no source');
    fireEvent.error(lastSource);

    await waitFor(() => expect(lessonCalls()).toBe(2));
    await waitFor(() => expect(theVideo()).not.toBe(video));
    expect(theVideo().currentTime).toBe(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the video cannot be played, and Try again loads it afresh from the same time', async () => {
    watchedBefore(0);
    const calls = recordCalls(server);
    const { user } = await openVideoLesson();
    const video = theVideo();
    playTo(video, 3);
    const lastSource = sourcesOf(video).at(-1);
    if (!lastSource) throw new Error('The video has no source');
    fireEvent.error(lastSource);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The video could not be played.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(theVideo()).not.toBe(video));
    expect(theVideo().currentTime).toBe(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((entry) => entry.call === `GET /lessons/${VIDEO_LESSON}`)).toHaveLength(2);
  });
});
