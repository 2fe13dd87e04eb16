import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { SocialLinks } from '@/shared/components/layout/SocialLinks';
import './homeSection.css';
import './ContactBlock.css';
import {
  EmailLink,
  OpeningHoursLines,
  PhoneLink,
  StreetAddressLines,
} from '@/shared/components/SchoolContact';

/** Where to find the school: address, phone, email, opening hours and social links. */
export function ContactBlock() {
  const headingId = useId();
  return (
    <section className="home-section contact-block" aria-labelledby={headingId}>
      <div className="home-section__inner contact-block__inner">
        <div>
          <h2 id={headingId} className="home-section__title">
            Get in touch
          </h2>
          <p className="contact-block__lead">
            Questions about a course, your enrolment or a payment? Our support team answers every
            message within one working day.
          </p>
          <Link to={paths.contact} className="button button--primary">
            Send us a message
          </Link>
        </div>
        <div className="contact-block__details">
          {/* Headings may not sit inside <address>, so each <address> holds only the details under one. */}
          <div>
            <h3>Visit us</h3>
            <address>
              <StreetAddressLines />
            </address>
            <h3>Call or write</h3>
            <address>
              <PhoneLink />
              <br />
              <EmailLink />
            </address>
          </div>
          <div>
            <h3>Opening hours</h3>
            <p>
              <OpeningHoursLines />
            </p>
            <h3>Follow us</h3>
            <SocialLinks tone="light" />
          </div>
        </div>
      </div>
    </section>
  );
}
