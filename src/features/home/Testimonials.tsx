import { useId } from 'react';
import './homeSection.css';
import './Testimonials.css';

const testimonials = [
  {
    photo: 'amelia-hart',
    name: 'Amelia Hart',
    occupation: 'Data analyst at a retail chain',
    quote:
      'I moved from the shop floor to the analytics team in eight months. The Data Science capstone was the project I talked about in every interview.',
  },
  {
    photo: 'rahul-verma',
    name: 'Rahul Verma',
    occupation: 'Freelance web developer',
    quote:
      'Freelancing 101 paid for itself with my first client. The proposal templates alone saved me weeks of guessing what clients want to read.',
  },
  {
    photo: 'sofia-martinez',
    name: 'Sofia Martinez',
    occupation: 'Marketing manager',
    quote:
      'Short lessons I could finish on my lunch break, and an instructor who actually replied to my questions. Our campaign results improved within a quarter.',
  },
] as const;

/** Three testimonial cards: photo, quote, name and occupation. */
export function Testimonials() {
  const headingId = useId();
  return (
    <section className="home-section home-section--tinted" aria-labelledby={headingId}>
      <div className="home-section__inner">
        <h2 id={headingId} className="home-section__title">
          Stories from our graduates
        </h2>
        <p className="home-section__lead">
          Thousands of people have used our courses to change jobs, start a business or get
          promoted. Here are three of them.
        </p>
        <ul className="testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="testimonial">
                <img
                  className="testimonial__photo"
                  src={`/images/testimonials/${testimonial.photo}.webp`}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
                <blockquote className="testimonial__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__name">{testimonial.name}</span>
                  <span className="testimonial__occupation">{testimonial.occupation}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
