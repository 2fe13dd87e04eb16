import { useId } from 'react';
import './homeSection.css';
import './EnrolmentPitch.css';

const subjects = [
  {
    name: 'Data science',
    text: 'Turn raw data into decisions with Python, SQL and clear visualisations.',
  },
  {
    name: 'Internet of Things (IoT)',
    text: 'Connect sensors and devices to the cloud, and keep them secure.',
  },
  {
    name: 'Machine learning',
    text: 'Train, evaluate and ship models that learn from data.',
  },
  {
    name: 'Artificial intelligence (AI)',
    text: 'Understand how AI systems reason, and where their limits lie.',
  },
  {
    name: 'Deep learning',
    text: 'Build neural networks for images, text and speech with PyTorch.',
  },
] as const;

/** Why enrol now: the technology subjects the school is known for. */
export function EnrolmentPitch() {
  const headingId = useId();
  return (
    <section className="home-section enrolment-pitch" aria-labelledby={headingId}>
      <div className="home-section__inner">
        <h2 id={headingId} className="home-section__title">
          Enrol today and learn the skills behind tomorrow&apos;s technology
        </h2>
        <p className="enrolment-pitch__lead">
          Employers everywhere are looking for people who understand data and intelligent systems.
          Our technical track takes you from the basics to job-ready projects, one step at a time.
        </p>
        <ul className="enrolment-pitch__subjects">
          {subjects.map((subject) => (
            <li key={subject.name}>
              <h3>{subject.name}</h3>
              <p>{subject.text}</p>
            </li>
          ))}
        </ul>
        <a className="button enrolment-pitch__cta" href="#courses">
          Find your course
        </a>
      </div>
    </section>
  );
}
