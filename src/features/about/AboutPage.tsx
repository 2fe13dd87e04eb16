import { Link } from 'react-router';
import { getAppConfig } from '@/shared/config/appConfig';
import { paths } from '@/shared/routing/paths';
import { PageHeading } from '@/shared/components/PageHeading';
import { courseSteps, schoolNumbers, schoolValues } from './aboutContent';
import './AboutPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const catalogueLink = `${paths.catalogue}#courses`;

function MissionSection({ siteName }: { siteName: string }) {
  return (
    <section className="about-section about-mission" aria-labelledby="about-mission-title">
      <div className="about-section__inner about-mission__inner">
        <div>
          <h2 id="about-mission-title">Our mission</h2>
          <p>
            {siteName} exists so that anyone with an internet connection can learn the skills that
            change careers — from the people who use those skills every day.
          </p>
          <p>
            Since 2016 we have helped students, career changers and freelancers study data science,
            web development, marketing, academic writing and more, at their own pace and at a fair
            price.
          </p>
        </div>
        <img
          className="about-mission__image"
          src="/images/hero/slide-1-800.webp"
          srcSet="/images/hero/slide-1-800.webp 800w, /images/hero/slide-1.webp 1600w"
          sizes="(min-width: 992px) 560px, 100vw"
          alt="Online course cards circling a globe"
          width={800}
          height={320}
          decoding="async"
        />
      </div>
    </section>
  );
}

function HowItWorksSection() {
  return (
    <section className="about-section about-section--tinted" aria-labelledby="about-how-title">
      <div className="about-section__inner">
        <h2 id="about-how-title">How our courses work</h2>
        <ol className="about-steps">
          {courseSteps.map((step, index) => (
            <li key={step.title} className="about-steps__item">
              <span className="about-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <img
          className="about-steps__image"
          src="/images/hero/slide-3-800.webp"
          srcSet="/images/hero/slide-3-800.webp 800w, /images/hero/slide-3.webp 1600w"
          sizes="(min-width: 832px) 800px, 100vw"
          alt="A live online class: an instructor on video with three learners"
          width={800}
          height={320}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}

function NumbersSection({ siteName }: { siteName: string }) {
  return (
    <section className="about-section about-numbers" aria-labelledby="about-numbers-title">
      <div className="about-section__inner">
        <h2 id="about-numbers-title">{siteName} in numbers</h2>
        <ul className="about-numbers__list">
          {schoolNumbers.map((item) => (
            <li key={item.label} className="about-numbers__item">
              <strong className="about-numbers__value">{item.value}</strong>{' '}
              <span className="about-numbers__label">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ValuesSection() {
  return (
    <section className="about-section" aria-labelledby="about-values-title">
      <div className="about-section__inner">
        <h2 id="about-values-title">What we value</h2>
        <ul className="about-values">
          {schoolValues.map((value) => (
            <li key={value.title} className="about-values__item">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FounderSection({ siteName }: { siteName: string }) {
  return (
    <section className="about-section about-section--tinted" aria-labelledby="about-founder-title">
      <div className="about-section__inner about-founder">
        <img
          className="about-founder__photo"
          src="/images/founder.webp"
          alt="Portrait of Dr. Hannah Whitfield, founder of the school"
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2 id="about-founder-title">Founded by a teacher</h2>
          <blockquote className="about-founder__quote">
            <p>
              I kept meeting talented people who could not afford the time or the tuition for a full
              degree. {siteName} is the school I wished they had.
            </p>
          </blockquote>
          <p className="about-founder__name">
            Dr. Hannah Whitfield, <span>Founder and Head of Learning</span>
          </p>
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section className="about-section about-cta" aria-labelledby="about-cta-title">
      <div className="about-section__inner about-cta__inner">
        <h2 id="about-cta-title">Ready to start learning?</h2>
        <p>Find a course that fits your goals, or meet the people who teach them.</p>
        <div className="about-cta__actions">
          <Link to={catalogueLink} className="button button--primary">
            Browse the courses
          </Link>
          <Link to={paths.teachers} className="button">
            Meet our instructors
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /about: who the school is, how its courses work, and where to go next. */
export function AboutPage() {
  const { siteName } = getAppConfig();
  return (
    <div className="about-page">
      <PageHeading title={SITE_PAGES.about.title}>
        <p className="about-page__lead">
          {siteName} is an online school of practical courses, taught by working professionals.
        </p>
      </PageHeading>
      <MissionSection siteName={siteName} />
      <HowItWorksSection />
      <NumbersSection siteName={siteName} />
      <ValuesSection />
      <FounderSection siteName={siteName} />
      <CallToAction />
    </div>
  );
}
