import { useId } from 'react';
import { getAppConfig } from '@/shared/config/appConfig';
import './homeSection.css';
import './FaqAccordion.css';

const faqs = (siteName: string) => [
  {
    question: 'Can I get a refund if a course is not right for me?',
    // The refund rule (docs/decisions.md, "Learning"): past half of the course, only support refunds.
    answer: `Yes. Within 48 hours of paying, choose Request refund beside the course in My Courses and ${siteName} returns the full price to your card, no questions asked, as long as you have completed no more than half of the course. Your receipt there shows the refund.`,
  },
  {
    question: 'How do I enrol in a course?',
    answer:
      'Find a course in the catalogue, press Enroll and log in or create a free account. Fill in the short enrolment form and the course appears in My Courses on your dashboard.',
  },
  {
    question: 'How do I pay, and is it secure?',
    answer:
      'You pay by card from My Courses once you have enrolled. Payments are processed by Stripe; your card number goes straight to Stripe and never reaches our servers.',
  },
  {
    question: 'Do the courses have fixed start dates?',
    answer:
      'No. Every course is self-paced and open 24/7, so you can start the day you enrol and study whenever it suits you. Your access does not expire.',
  },
  {
    question: 'Do I need any previous experience?',
    answer:
      'Most courses start from the basics. Where a course expects some knowledge, for example Python before Machine Learning, its description says so and names the course that teaches it.',
  },
  {
    question: 'Will I receive a certificate?',
    answer:
      'Yes. When you finish every lesson and pass the final project you receive a certificate with a link that employers can check, ready to add to your CV or LinkedIn profile.',
  },
  {
    question: 'Can I study on my phone or tablet?',
    answer:
      'Yes. The site works on phones, tablets and computers, and your progress is saved to your account so you can switch devices at any time.',
  },
  {
    question: 'How do I get help when I am stuck?',
    answer:
      'Ask in the course forum and an instructor replies within one working day. For anything about your account or payments, use the Contact page and our support team will answer by email.',
  },
];

/** Frequently asked questions as native disclosure widgets (<details>/<summary>). */
export function FaqAccordion() {
  const headingId = useId();
  return (
    <section className="home-section home-section--tinted" aria-labelledby={headingId}>
      <div className="home-section__inner faq">
        <h2 id={headingId} className="home-section__title">
          Frequently asked questions
        </h2>
        <p className="home-section__lead">
          Quick answers about enrolling, paying and studying with us.
        </p>
        <div className="faq__list">
          {faqs(getAppConfig().siteName).map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary className="faq__question">{faq.question}</summary>
              <p className="faq__answer">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
