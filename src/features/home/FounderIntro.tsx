import { useId } from 'react';
import { getAppConfig } from '@/shared/config/appConfig';
import './homeSection.css';
import './FounderIntro.css';

/** The founder's introduction. */
export function FounderIntro() {
  const headingId = useId();
  const { siteName } = getAppConfig();
  return (
    <section className="home-section founder-intro" aria-labelledby={headingId}>
      <div className="home-section__inner founder-intro__inner">
        <img
          className="founder-intro__photo"
          src="/images/founder.webp"
          alt="Portrait of Dr. Hannah Whitfield, founder of the school"
          width={480}
          height={480}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="founder-intro__eyebrow">A word from our founder</p>
          <h2 id={headingId} className="home-section__title">
            Meet Dr. Hannah Whitfield
          </h2>
          <p>
            I spent ten years as a data scientist and university lecturer, and I kept meeting
            talented people who could not afford the time or the tuition for a full degree. I
            started {siteName} in 2016 so that anyone with an internet connection could learn the
            skills that change careers, from the people who use those skills every day.
          </p>
          <p>
            Every course we publish is built around real projects, reviewed by practitioners and
            updated as the field moves. When you study with us, you are never on your own: our
            instructors answer questions in the course forums within one working day.
          </p>
          <p className="founder-intro__signature">
            Dr. Hannah Whitfield <span>Founder and Head of Learning</span>
          </p>
        </div>
      </div>
    </section>
  );
}
