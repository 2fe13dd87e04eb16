import './SocialLinks.css';

const socialNetworks = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X (Twitter)', href: 'https://x.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/**
 * Links to the school's social pages. Each shows the network's full name, and its accessible name
 * is that text followed by a note that it opens a new tab (so the name begins with what is seen:
 * WCAG 2.5.3, Label in Name).
 */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className={`social-links social-links--${tone}`} aria-label="Social media">
      {socialNetworks.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer">
            {network.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
