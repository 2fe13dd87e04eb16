/**
 * Runtime configuration, read once from environment variables.
 *
 * webpack inlines the APP_* variables at build time (see webpack.config.js), which also calls
 * `parseConfig` so that a production build with a missing or malformed variable fails with the same
 * message the app would show. In development and tests every variable has an offline default that
 * points at the local mock server, auth emulator and test card form.
 */

export type PaymentProvider = 'stripe' | 'test-card';

export interface AppConfig {
  apiUrl: string;
  paymentUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    /** e.g. http://127.0.0.1:9099; empty means the real Firebase service. */
    authEmulatorUrl: string;
  };
  stripe: {
    provider: PaymentProvider;
    publishableKey: string;
  };
  emailjs: {
    publicKey: string;
    serviceId: string;
    templateId: string;
    apiOrigin: string;
  };
  siteName: string;
  /** The site's public base URL (canonical links, the sitemap), without a trailing slash. */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;

interface VariableSpec {
  name: string;
  description: string;
  /** Value used when the variable is unset outside production; undefined means always required. */
  offlineDefault: string;
  /** Optional even in production (an empty value is allowed). */
  optional?: boolean;
  check?: (value: string) => string | null;
}

const httpUrl = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? null
      : 'must be an http:// or https:// URL';
  } catch {
    return 'must be an absolute URL such as http://localhost:5000';
  }
};

/**
 * An absolute http(s) URL, or a path on the site's own origin (`/api`: the host routes it to the
 * server, and the browser's calls need no CORS preflight; docs/decisions.md, "Serving the site").
 */
const httpUrlOrSitePath = (value: string): string | null =>
  /^(?:\/[\w.~-]+)+\/?$/.test(value)
    ? null
    : httpUrl(value) && 'must be an absolute http(s) URL, or a path on the site such as /api';

const optionalHttpUrl = (value: string): string | null => (value === '' ? null : httpUrl(value));

const oneOf =
  (...allowed: string[]) =>
  (value: string): string | null =>
    allowed.includes(value) ? null : `must be one of ${allowed.join(', ')}`;

const prefixed =
  (prefix: string) =>
  (value: string): string | null =>
    value.startsWith(prefix) ? null : `must start with "${prefix}"`;

/** Every variable the app reads. `.env.example` documents the same list. */
export const CONFIG_VARIABLES: readonly VariableSpec[] = [
  {
    name: 'APP_API_URL',
    description: "Base URL of the product API, or its path on the site's own origin (/api)",
    offlineDefault: 'http://localhost:5000',
    check: httpUrlOrSitePath,
  },
  {
    name: 'APP_PAYMENT_URL',
    description: 'Base URL of the payment endpoint (POST /payment)',
    offlineDefault: 'http://localhost:7000',
    check: httpUrl,
  },
  {
    name: 'APP_FIREBASE_API_KEY',
    description: 'Firebase web API key',
    offlineDefault: 'demo-api-key',
  },
  {
    name: 'APP_FIREBASE_AUTH_DOMAIN',
    description: 'Firebase auth domain',
    offlineDefault: 'demo-courses.firebaseapp.com',
  },
  {
    name: 'APP_FIREBASE_PROJECT_ID',
    description: 'Firebase project id (demo-* ids need no credentials)',
    offlineDefault: 'demo-courses',
  },
  {
    name: 'APP_FIREBASE_APP_ID',
    description: 'Firebase web app id',
    offlineDefault: '1:000000000000:web:0000000000000000',
    optional: true,
  },
  {
    name: 'APP_FIREBASE_AUTH_EMULATOR_URL',
    description: 'Auth emulator URL; empty to use the real Firebase service',
    offlineDefault: 'http://127.0.0.1:9099',
    optional: true,
    check: optionalHttpUrl,
  },
  {
    name: 'APP_PAYMENT_PROVIDER',
    description: '"stripe" for Stripe Elements, "test-card" for the offline test card form',
    offlineDefault: 'test-card',
    check: oneOf('stripe', 'test-card'),
  },
  {
    name: 'APP_STRIPE_PUBLISHABLE_KEY',
    description: 'Stripe publishable key',
    offlineDefault: 'pk_test_offline',
    check: prefixed('pk_'),
  },
  {
    name: 'APP_EMAILJS_PUBLIC_KEY',
    description: 'EmailJS public key (user_id)',
    offlineDefault: 'offline-public-key',
  },
  {
    name: 'APP_EMAILJS_SERVICE_ID',
    description: 'EmailJS service id',
    offlineDefault: 'service_offline',
  },
  {
    name: 'APP_EMAILJS_TEMPLATE_ID',
    description: 'EmailJS template id',
    offlineDefault: 'template_contact',
  },
  {
    name: 'APP_PUBLIC_URL',
    description: "The site's public base URL, for canonical links, social cards and the sitemap",
    offlineDefault: 'http://localhost:4173',
    check: httpUrl,
  },
  {
    name: 'APP_EMAILJS_API_ORIGIN',
    description: 'EmailJS API origin (the mock server offline)',
    offlineDefault: 'http://localhost:5000',
    check: httpUrl,
  },
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const stripTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * Validates the APP_* variables. In production every non-optional variable must be set; elsewhere
 * unset variables take their offline defaults. Throws a ConfigError naming every bad variable.
 */
export function parseConfig(env: Env, mode: 'production' | 'development' | 'test'): AppConfig {
  const problems: string[] = [];
  const values: Record<string, string> = {};
  for (const spec of CONFIG_VARIABLES) {
    const raw = env[spec.name]?.trim();
    let value: string;
    if (raw === undefined || (raw === '' && !spec.optional)) {
      if (mode === 'production' && !spec.optional) {
        problems.push(`${spec.name} is missing (${spec.description})`);
        continue;
      }
      value = mode === 'production' ? '' : spec.offlineDefault;
    } else {
      value = raw;
    }
    const issue = spec.check?.(value);
    if (issue) {
      problems.push(`${spec.name} ${issue} (got "${value}")`);
      continue;
    }
    values[spec.name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const get = (name: string): string => values[name] ?? '';
  return {
    apiUrl: stripTrailingSlash(get('APP_API_URL')),
    paymentUrl: stripTrailingSlash(get('APP_PAYMENT_URL')),
    firebase: {
      apiKey: get('APP_FIREBASE_API_KEY'),
      authDomain: get('APP_FIREBASE_AUTH_DOMAIN'),
      projectId: get('APP_FIREBASE_PROJECT_ID'),
      appId: get('APP_FIREBASE_APP_ID'),
      authEmulatorUrl: stripTrailingSlash(get('APP_FIREBASE_AUTH_EMULATOR_URL')),
    },
    stripe: {
      provider: get('APP_PAYMENT_PROVIDER') as PaymentProvider,
      publishableKey: get('APP_STRIPE_PUBLISHABLE_KEY'),
    },
    emailjs: {
      publicKey: get('APP_EMAILJS_PUBLIC_KEY'),
      serviceId: get('APP_EMAILJS_SERVICE_ID'),
      templateId: get('APP_EMAILJS_TEMPLATE_ID'),
      apiOrigin: stripTrailingSlash(get('APP_EMAILJS_API_ORIGIN')),
    },
    siteName: 'Learn Academy',
    publicUrl: stripTrailingSlash(get('APP_PUBLIC_URL')),
  };
}
