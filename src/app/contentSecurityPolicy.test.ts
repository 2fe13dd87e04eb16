import { createHash } from 'node:crypto';
import { colorSchemeScript } from '@/shared/theme/colorSchemeScript';
import { parseConfig } from '@/shared/config/config';
import { contentSecurityPolicy } from './contentSecurityPolicy';

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows scripts only from this site and calls only to this build’s services', () => {
    const policy = directives(contentSecurityPolicy(parseConfig({}, 'development')));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      'https://apis.google.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:5000',
      'http://localhost:7000',
      'http://127.0.0.1:9099',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(['https://demo-courses.firebaseapp.com']);
    // Lesson videos and their captions come from the API's signed media addresses.
    expect(policy.get('media-src')).toEqual(["'self'", 'http://localhost:5000']);
  });

  it('adds Stripe’s hosts only when Stripe takes the card', () => {
    const config = parseConfig(
      {
        APP_PAYMENT_PROVIDER: 'stripe',
        APP_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        APP_API_URL: 'https://api.example.com/v1',
      },
      'development',
    );
    const policy = directives(contentSecurityPolicy(config));
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.example.com', 'https://api.stripe.com']),
    );
  });

  it("needs no host of its own for an API on the site's own origin", () => {
    const policy = directives(
      contentSecurityPolicy(
        parseConfig(
          { APP_API_URL: '/api', APP_EMAILJS_API_ORIGIN: 'https://api.emailjs.com' },
          'development',
        ),
      ),
    );
    expect(policy.get('media-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:7000',
      'https://api.emailjs.com',
      'http://127.0.0.1:9099',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });

  it('allows the one inline script of the page shell, the colour scheme script, by its hash', () => {
    const policy = directives(contentSecurityPolicy(parseConfig({}, 'development')));
    const hash = createHash('sha256').update(colorSchemeScript()).digest('base64');
    expect(policy.get('script-src')).toContain(`'sha256-${hash}'`);
  });

  it('never allows inline or evaluated script', () => {
    const policy = contentSecurityPolicy(parseConfig({}, 'development'));
    const scriptSources = directives(policy).get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });
});
