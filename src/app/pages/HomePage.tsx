import { Suspense } from 'react';
import { usePageTitle } from '@/shared/components/pageMeta';
import { JsonLd, organizationJsonLd, webSiteJsonLd } from '@/shared/components/JsonLd';
import { HydrateWhenVisible } from '@/shared/components/hydration/HydrateWhenVisible';
import { HeroCarousel } from '@/features/home/HeroCarousel';
import { WelcomeBanner } from '@/features/home/WelcomeBanner';
import { FounderIntro } from '@/features/home/FounderIntro';
import { EnrolmentPitch } from '@/features/home/EnrolmentPitch';
import { FaqAccordion } from '@/features/home/FaqAccordion';
import { LikeButton } from '@/features/home/LikeButton';
import { Testimonials } from '@/features/home/Testimonials';
import { ContactBlock } from '@/features/home/ContactBlock';
import { CourseCatalogue } from '@/features/courses/catalogue/CourseCatalogue';
import { StudentReviews } from '@/features/reviews/StudentReviews';
import './HomePage.css';

const HOME_TITLE = 'Learn without limits';

/**
 * The home page composes the public features: hero, catalogue, FAQ, reviews, testimonials.
 * Each part is a Suspense boundary, so that React hydrates the prerendered page part by part in
 * short tasks. The parts below the first screen hydrate when the reader gets near them (or tabs or
 * clicks into them): until then they are the prerendered HTML, and loading the page spends no time
 * on them.
 */
export function HomePage() {
  usePageTitle(HOME_TITLE);
  return (
    <div className="home-page">
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={webSiteJsonLd()} />
      <Suspense>
        <HeroCarousel heading={HOME_TITLE} />
      </Suspense>
      <Suspense>
        <WelcomeBanner />
      </Suspense>
      <HydrateWhenVisible>
        <CourseCatalogue />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FounderIntro />
        <EnrolmentPitch />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FaqAccordion />
      </HydrateWhenVisible>
      <HydrateWhenVisible className="home-page__reviews">
        <StudentReviews />
        <LikeButton />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Testimonials />
        <ContactBlock />
      </HydrateWhenVisible>
    </div>
  );
}
