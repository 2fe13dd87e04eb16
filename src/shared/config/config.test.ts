import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('uses the offline defaults in development', () => {
    const config = parseConfig({}, 'development');
    expect(config.apiUrl).toBe('http://localhost:5000');
    expect(config.paymentUrl).toBe('http://localhost:7000');
    expect(config.firebase.projectId).toBe('demo-courses');
    expect(config.firebase.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.stripe.provider).toBe('test-card');
  });

  it('names every missing variable in production', () => {
    expect.assertions(3);
    try {
      parseConfig({ APP_API_URL: 'https://api.example.com' }, 'production');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('APP_PAYMENT_URL is missing');
      expect(message).not.toContain('APP_API_URL is missing');
    }
  });

  it('rejects malformed values with the variable name', () => {
    expect(() =>
      parseConfig({ APP_API_URL: 'not a url', APP_PAYMENT_PROVIDER: 'paypal' }, 'development'),
    ).toThrow(
      /APP_API_URL must be an absolute http\(s\) URL, or a path on the site such as \/api[\s\S]*APP_PAYMENT_PROVIDER must be one of stripe, test-card/,
    );
  });

  it('accepts a complete production configuration and trims trailing slashes', () => {
    const config = parseConfig(
      {
        APP_API_URL: 'https://api.example.com/',
        APP_PAYMENT_URL: 'https://pay.example.com',
        APP_FIREBASE_API_KEY: 'key',
        APP_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
        APP_FIREBASE_PROJECT_ID: 'example',
        APP_FIREBASE_AUTH_EMULATOR_URL: '',
        APP_PAYMENT_PROVIDER: 'stripe',
        APP_STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
        APP_EMAILJS_PUBLIC_KEY: 'pub',
        APP_EMAILJS_SERVICE_ID: 'svc',
        APP_EMAILJS_TEMPLATE_ID: 'tpl',
        APP_EMAILJS_API_ORIGIN: 'https://api.emailjs.com',
        APP_PUBLIC_URL: 'https://learn.example.com/',
      },
      'production',
    );
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.publicUrl).toBe('https://learn.example.com');
    expect(config.firebase.authEmulatorUrl).toBe('');
    expect(config.stripe.provider).toBe('stripe');
  });

  it("takes the API's path on the site's own origin, but not another host's address without a scheme", () => {
    expect(parseConfig({ APP_API_URL: '/api/' }, 'development').apiUrl).toBe('/api');
    expect(() => parseConfig({ APP_API_URL: '//api.example.com' }, 'development')).toThrow(
      /APP_API_URL must be an absolute http\(s\) URL, or a path on the site such as \/api/,
    );
    for (const value of ['api', '/', '/\\api.example.com', '/api?x=1', '/api#x']) {
      expect(() => parseConfig({ APP_API_URL: value }, 'development')).toThrow(/APP_API_URL/);
    }
    expect(parseConfig({ APP_API_URL: '/v2/api' }, 'development').apiUrl).toBe('/v2/api');
  });
});
