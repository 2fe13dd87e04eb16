import './SocialLinks.css';

const socialNetworks = [
  { name: 'Facebook', href: 'https://www.facebook.com/', short: 'f' },
  { name: 'X (Twitter)', href: 'https://x.com/', short: 'X' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', short: 'in' },
  { name: 'YouTube', href: 'https://www.youtube.com/', short: '▶' },
] as const;

/** Links to the school's social pages; each has an accessible name. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className={`social-links social-links--${tone}`} aria-label="Social media">
      {socialNetworks.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${network.name} (opens in a new tab)`}
          >
            <span aria-hidden="true">{network.short}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
