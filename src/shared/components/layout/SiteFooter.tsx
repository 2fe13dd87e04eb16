import { Link } from 'react-router';
import { getAppConfig } from '../../config/appConfig';
import { paths } from '../../routing/paths';
import { COURSE_CATEGORIES } from '../../domain/entities';
import { SocialLinks } from './SocialLinks';
import './SiteFooter.css';
import { EmailLink, PhoneLink, StreetAddressLines } from '../SchoolContact';

/** The site's footer, on every page. */
export function SiteFooter() {
  const { siteName } = getAppConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <Link to={paths.home} className="site-footer__brand">
            <img src="/images/logo.svg" alt="" width={32} height={32} />
            <span id="footer-about">{siteName}</span>
          </Link>
          <p className="site-footer__tagline">
            Practical courses taught by working professionals. Learn at your own pace, from
            anywhere.
          </p>
        </section>
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="site-footer__heading">
            Course categories
          </h2>
          <ul className="site-footer__list">
            {COURSE_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={paths.catalogueCategory(category)}>{category}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            Explore
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.teachers}>Our Instructors</Link>
            </li>
            <li>
              <Link to={paths.about}>About us</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contact</Link>
            </li>
            <li>
              <Link to={paths.profile}>Profile</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact us
          </h2>
          <address className="site-footer__address">
            <StreetAddressLines />
            <br />
            <PhoneLink />
            <br />
            <EmailLink />
          </address>
          <SocialLinks />
        </section>
      </div>
      <div className="site-footer__bottom">
        <img
          src="/images/payment-methods.svg"
          alt="We accept Visa, Mastercard and American Express through Stripe"
          width={240}
          height={32}
          loading="lazy"
        />
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
