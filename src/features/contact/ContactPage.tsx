import { getAppConfig } from '@/shared/config/appConfig';
import { PageHeading } from '@/shared/components/PageHeading';
import { SocialLinks } from '@/shared/components/layout/SocialLinks';
import { ContactForm } from './ContactForm';
import './ContactPage.css';
import {
  EmailLink,
  OpeningHoursLines,
  PhoneLink,
  StreetAddressLines,
} from '@/shared/components/SchoolContact';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/** /contact: where to find the school, and the Send message form (docs/decisions.md#contact). */
export function ContactPage() {
  const { siteName } = getAppConfig();
  return (
    <div className="contact-page">
      <PageHeading title={SITE_PAGES.contact.title}>
        <p className="contact-page__lead">
          The {siteName} team is here to help you choose a course, sort out a payment or join us as
          an instructor.
        </p>
      </PageHeading>
      <div className="contact-page__grid">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in touch</h2>
          <h3>Our office</h3>
          <address className="contact-details__address">
            {siteName}
            <br />
            <StreetAddressLines />
          </address>
          <h3>Phone and email</h3>
          <ul className="contact-details__list">
            <li>
              <PhoneLink />
            </li>
            <li>
              <EmailLink />
            </li>
          </ul>
          <h3>Opening hours</h3>
          <p>
            <OpeningHoursLines />
          </p>
          <h3>Follow us</h3>
          <SocialLinks tone="light" />
        </section>
        <div className="contact-page__form">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
