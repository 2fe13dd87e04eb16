import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { getAppConfig } from '@/shared/config/appConfig';
import {
  LEARNING_LIMITS,
  type CourseProgress,
  type LessonContent,
  type SignedVideo,
  type VideoProgress,
} from '@/shared/domain/learning';
import { Button } from '@/shared/components/button/Button';
import { Notice } from '@/shared/components/feedback/Notice';
import { useAppDispatch } from '@/shared/state';
import { learningApi } from '../learningApi';
import { clampRanges, playedSeconds, PlayedRanges, type PlayedRange } from './playedRanges';
import './VideoLesson.css';

/** While playing, where the learner is and what they played is saved at most this often. */
export const SAVE_EVERY_MS = 10_000;

/** A saved position this close to the end (s) starts the video again from the beginning. */
const RESTART_NEAR_END = 2;

/**
 * A media address as the page loads it: the API gives its media addresses relative to its own
 * base URL (`media/{file}?expires=&signature=`); an absolute one is kept.
 */
export function mediaUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = getAppConfig().apiUrl.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Captions from another origin load only with CORS: the element asks for it then. */
const crossOriginFor = (url: string): 'anonymous' | undefined =>
  new URL(url, window.location.href).origin === window.location.origin ? undefined : 'anonymous';

/*
 * The element's state is the browser's: these set it (its position, its speed) from effects.
 */
const seekTo = (media: HTMLMediaElement, seconds: number): void => {
  media.currentTime = seconds;
};
const setSpeed = (media: HTMLMediaElement, rate: number): void => {
  media.playbackRate = rate;
};

/** Milliseconds are noise in a report: seconds to the thousandth. */
const rounded = (seconds: number): number => Math.round(seconds * 1000) / 1000;

export interface VideoLessonProps {
  lesson: LessonContent & { video: SignedVideo };
  courseId: string;
  viewer: string;
  /** The learner's progress in the course, when it is kept (signed in, with access). */
  progress?: CourseProgress;
  /** Asks for the lesson again: new signed addresses (RTK Query's refetch). */
  refetch: () => { unwrap: () => Promise<unknown> };
}

/**
 * A video lesson: the browser's own player (its controls work by keyboard), with the captions
 * track, a speed control and the transcript under it. For a learner whose progress is kept it
 * resumes where they were, and reports their position and the ranges they actually played (the
 * steps of continuous playback, never a seek: playedRanges.ts) at most every SAVE_EVERY_MS while
 * playing, on pause, at the end and on leaving the lesson or the page. The server merges them with
 * earlier visits' and completes the lesson once 90 % of the video was played
 * (docs/decisions.md, "Learning").
 *
 * The addresses are signed and expire: when the video fails to load after they have expired, the
 * lesson is asked for again and the new element starts where the old one stopped.
 */
export function VideoLesson({ lesson, courseId, viewer, progress, refetch }: VideoLessonProps) {
  const video = lesson.video;
  const lessonId = lesson._id;
  const saved: VideoProgress | undefined = progress?.videos[lessonId];
  const dispatch = useAppDispatch();
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [rate, setRate] = useState(1);
  const [tracker] = useState(() => new PlayedRanges());
  /** Bumped once the lesson was asked for again: a new element loads the new addresses. */
  const [reloads, setReloads] = useState(0);
  const [failed, setFailed] = useState(false);
  const [renewing, setRenewing] = useState(false);
  /** Try again was pressed: focus goes from its notice to the new element. */
  const focusNewElement = useRef(false);
  /** Where the next element starts, when a failed one is replaced (null: the saved position). */
  const restartAt = useRef<number | null>(null);
  /** The element that has been sent to its starting position (or was played before that). */
  const positioned = useRef<HTMLVideoElement | null>(null);
  /** The addresses already asked for again after they expired (once, not in a loop). */
  const renewedFrom = useRef<string | null>(null);
  const lastSavedAt = useRef(0);
  const lastReport = useRef<string | null>(null);
  const transcriptId = useId();
  const speedId = useId();

  const sources = video.sources.map((source) => ({ ...source, url: mediaUrl(source.url) }));
  const addresses = sources.map((source) => source.url).join(' ');
  const captions = mediaUrl(video.captions);
  const duration = video.durationSeconds;

  // The ranges of earlier visits count with this visit's.
  useEffect(() => {
    if (saved) tracker.add(saved.played);
  }, [saved, tracker]);

  // Each new element starts where the learner left off: the saved position (from the start when it
  // was at the end), or where the element it replaces stopped. Browsers accept a start position
  // before the video's data has loaded.
  const savedPosition = saved?.position;
  const progressKnown = progress !== undefined;
  useEffect(() => {
    if (!element || positioned.current === element) return;
    const start =
      restartAt.current ??
      (savedPosition !== undefined && savedPosition < duration - RESTART_NEAR_END
        ? savedPosition
        : null);
    // The saved position may come with the progress: wait for it unless this replaces an element.
    if (start === null && !progressKnown) return;
    positioned.current = element;
    restartAt.current = null;
    if (start !== null && start > 0) seekTo(element, start);
  }, [element, savedPosition, progressKnown, duration]);

  useEffect(() => {
    if (element) setSpeed(element, rate);
  }, [element, rate]);

  /** Sends where the learner is and what they played, unless nothing changed since the last. */
  const save = useEffectEvent((media: HTMLVideoElement, keepalive: boolean) => {
    if (!progress) return;
    const report: VideoProgress = {
      position: rounded(Math.min(media.currentTime, duration)),
      played: clampRanges(tracker.played, duration).map(([start, end]): PlayedRange => [
        rounded(start),
        rounded(end),
      ]),
    };
    const key = JSON.stringify(report);
    if (key === lastReport.current) return;
    lastReport.current = key;
    lastSavedAt.current = Date.now();
    const request = dispatch(
      learningApi.endpoints.saveVideoProgress.initiate({
        courseId,
        lessonId,
        viewer,
        report,
        keepalive,
      }),
    );
    void request.unwrap().then(
      () => request.reset(),
      () => {
        // Not saved: the next report sends it again, with whatever was played since.
        if (lastReport.current === key) lastReport.current = null;
        request.reset();
      },
    );
  });

  /** Asks for the lesson again, then loads its new addresses in a new element. */
  const renew = (): Promise<void> => {
    setRenewing(true);
    return refetch()
      .unwrap()
      .then(
        () => {
          setFailed(false);
          setReloads((count) => count + 1);
        },
        () => setFailed(true),
      )
      .finally(() => setRenewing(false));
  };

  /** The video failed to load (at `now`): renew expired addresses once, else say so. */
  const loadFailed = useEffectEvent((media: HTMLVideoElement, now: number) => {
    restartAt.current = media.currentTime > 0 ? media.currentTime : restartAt.current;
    const expired = Date.parse(video.expiresAt) <= now;
    if (expired && renewedFrom.current !== addresses) {
      renewedFrom.current = addresses;
      void renew();
    } else {
      setFailed(true);
    }
  });

  useEffect(() => {
    if (!element) return undefined;
    lastSavedAt.current = Date.now();
    if (focusNewElement.current) {
      focusNewElement.current = false;
      element.focus();
    }
    let playing = false;
    const stopped = (): void => {
      if (playing) tracker.advance(element.currentTime);
      playing = false;
      tracker.stop();
    };
    const listeners: [string, (event: Event) => void][] = [
      [
        'play',
        () => {
          // Played before the saved position came: the learner's choice stands.
          positioned.current = element;
          playing = true;
          tracker.start(element.currentTime);
        },
      ],
      [
        'timeupdate',
        () => {
          if (!playing) return;
          tracker.advance(element.currentTime);
          if (Date.now() - lastSavedAt.current >= SAVE_EVERY_MS) save(element, false);
        },
      ],
      [
        'pause',
        () => {
          stopped();
          save(element, false);
        },
      ],
      [
        'ended',
        () => {
          stopped();
          save(element, false);
        },
      ],
      // A seek plays nothing: counting starts again where it lands.
      ['seeking', () => tracker.stop()],
      [
        'seeked',
        () => {
          if (playing) tracker.start(element.currentTime);
        },
      ],
      ['ratechange', () => setRate(element.playbackRate)],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    // A <source> that fails fires its error on itself (it does not bubble): heard on the way down.
    const onError = (event: Event): void => {
      const all = element.querySelectorAll('source');
      if (event.target === element || event.target === all[all.length - 1]) {
        stopped();
        loadFailed(element, Date.now());
      }
    };
    element.addEventListener('error', onError, true);
    const onPageHide = (): void => {
      stopped();
      save(element, true);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      element.removeEventListener('error', onError, true);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the lesson (or this element being replaced): what was played is sent.
      stopped();
      save(element, true);
    };
  }, [element, tracker]);

  const watched = saved
    ? Math.min(100, Math.round((playedSeconds(saved.played) / duration) * 100))
    : 0;
  // The speeds offered, and the one chosen in the browser's own menu if it is another.
  const rates = [...new Set<number>([...LEARNING_LIMITS.playbackRates, rate])].sort(
    (a, b) => a - b,
  );

  return (
    <div className="video-lesson">
      <video
        key={reloads}
        ref={setElement}
        className="video-lesson__video"
        controls
        playsInline
        preload="metadata"
        poster={mediaUrl(video.poster)}
        crossOrigin={crossOriginFor(captions)}
        aria-label={`Video: ${lesson.title}`}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
        <track kind="captions" src={captions} srcLang="en" label="English" default />
      </video>
      <div className="video-lesson__controls">
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} value={rate} onChange={(event) => setRate(Number(event.target.value))}>
          {rates.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
        {progress && (
          <p className="video-lesson__watched">
            Watched {watched}% of this video; it counts as complete at{' '}
            {Math.round(LEARNING_LIMITS.videoCompleteShare * 100)}%.
          </p>
        )}
      </div>
      {failed && (
        <Notice
          tone="error"
          role="alert"
          title="The video could not be played."
          description="Check your connection, then try again: it starts where it stopped."
          action={
            <Button
              loading={renewing}
              onClick={() => {
                focusNewElement.current = true;
                void renew();
              }}
            >
              Try again
            </Button>
          }
        />
      )}
      <section className="video-lesson__transcript" aria-labelledby={transcriptId}>
        <h2 id={transcriptId}>Transcript</h2>
        {video.transcript
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index}>{paragraph.trim()}</p>
          ))}
      </section>
    </div>
  );
}
