import { createHash } from 'node:crypto';
import type { AppConfig } from '@/shared/config/config';
import { colorSchemeScript } from '@/shared/theme/colorSchemeScript';

const origin = (url: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const unique = (values: (string | undefined | false)[]): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** The CSP source that allows one inline script, by the SHA-256 of its exact text. */
export const inlineScriptSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the built site: scripts only from this site (and Stripe's, when
 * Stripe takes the card) and the one inline script of the page shell, which sets the colour
 * theme before the first paint (colorSchemeScript.ts), allowed by its hash; network calls only to
 * this build's API, payment and EmailJS origins and Firebase Auth, frames only for Stripe and the Firebase sign-in helper, lesson media only from this site and the
 * API. Styles allow inline
 * <style> because Ant Design writes its styles at run time. Images may come from any https host:
 * admins add courses by image URL (an image cannot run code).
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const stripe = config.stripe.provider === 'stripe';
  const firebaseAuthDomain = config.firebase.authDomain
    ? `https://${config.firebase.authDomain}`
    : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      inlineScriptSource(colorSchemeScript()),
      stripe && 'https://js.stripe.com',
      'https://apis.google.com',
    ]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    // Lesson videos and captions come from the API's signed media addresses (GET /media/...).
    'media-src': unique(["'self'", origin(config.apiUrl)]),
    'connect-src': unique([
      "'self'",
      origin(config.apiUrl),
      origin(config.paymentUrl),
      origin(config.emailjs.apiOrigin),
      origin(config.firebase.authEmulatorUrl),
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      stripe && 'https://api.stripe.com',
    ]),
    'frame-src': unique([
      firebaseAuthDomain,
      stripe && 'https://js.stripe.com',
      stripe && 'https://hooks.stripe.com',
    ]),
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}
