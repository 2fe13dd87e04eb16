import { useId, useRef, useState } from 'react';
import { getAppConfig } from '@/shared/config/appConfig';
import './WelcomeBanner.css';

/**
 * The welcome banner. Its short silent video downloads nothing until the visitor presses play
 * (preload="none" and a poster), so it never delays the first paint.
 */
export function WelcomeBanner() {
  const { siteName } = getAppConfig();
  const headingId = useId();
  const descriptionId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      // play() is refused e.g. by data-saver settings; the poster then simply stays.
      Promise.resolve(video.play()).catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  };

  return (
    <section className="welcome-banner" aria-labelledby={headingId}>
      <div className="welcome-banner__inner">
        <div className="welcome-banner__text">
          <h2 id={headingId}>Welcome to {siteName}</h2>
          <p>
            Whether you are starting a new career, growing in the one you have or simply curious,
            our courses fit around your life. Watch the lessons when it suits you, practise with
            hands-on projects and get answers from instructors who work in the field.
          </p>
          <ul className="welcome-banner__facts">
            <li>
              <strong>4</strong> course categories
            </li>
            <li>
              <strong>24/7</strong> access on any device
            </li>
            {/* The refund rule (docs/decisions.md, "Learning"): up to half of the course. */}
            <li>
              <strong>48 h</strong> no-questions refund, up to halfway through a course
            </li>
          </ul>
        </div>
        <div className="welcome-banner__media">
          <video
            ref={videoRef}
            className="welcome-banner__video"
            poster="/media/welcome-poster.webp"
            preload="none"
            width={960}
            height={540}
            muted
            playsInline
            loop
            aria-describedby={descriptionId}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source src="/media/welcome.webm" type="video/webm" />
            <source src="/media/welcome.mp4" type="video/mp4" />
          </video>
          <p id={descriptionId} className="visually-hidden">
            A short silent animation: &quot;Learn anywhere, on your laptop, tablet or phone&quot;,
            then &quot;Learn anytime, self-paced lessons, open 24/7&quot;.
          </p>
          <button
            type="button"
            className="welcome-banner__playback"
            aria-label={playing ? 'Pause welcome video' : 'Play welcome video'}
            onClick={togglePlayback}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
