import type { ReactNode } from 'react';

export interface ProfileFact {
  term: string;
  detail: ReactNode;
}

/** One titled card of the profile page with its facts as a description list. */
export function ProfileSection({
  id,
  title,
  media,
  facts,
  children,
}: {
  id: string;
  title: string;
  /** Shown beside the facts, e.g. the user's photo. */
  media?: ReactNode;
  facts?: readonly ProfileFact[];
  children?: ReactNode;
}) {
  const headingId = `profile-${id}-title`;
  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="profile-card__body">
        {media}
        {facts && (
          <dl className="profile-card__facts">
            {facts.map((fact) => (
              <div key={fact.term} className="profile-card__fact">
                <dt>{fact.term}</dt>
                <dd>{fact.detail}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {children}
    </section>
  );
}
