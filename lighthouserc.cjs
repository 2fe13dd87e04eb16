/**
 * Lighthouse CI (`@lhci/cli`): what `npm run perf` measures and what fails it.
 *
 * Lighthouse's default mobile run (a Moto G Power: slow 4G, simulated, the CPU slowed by the factor
 * calibrated to the machine's speed as docs/performance.md, "Calibrated CPU slowdown", says) on the
 * production build served as a static host serves it (`tsx scripts/start.ts --dist --https`:
 * dist/ over HTTPS and HTTP/2, the mock API under the site's origin at /api, and the Firebase Auth
 * emulator; docs/decisions.md, "Serving the site"). Each URL is measured `numberOfRuns` times
 * (3) and every figure is asserted on its median. CI measures the routes that hold the score's
 * and TBT's floors three times, the others once (`--runs 1 --runs-with-cpu-floors 3`).
 * scripts/perf/run.ts takes the runs in rounds, one `lhci collect --numberOfRuns=1` each, so that
 * a route's runs are spread over the whole measurement.
 *
 * Signed-in routes: `scripts/perf/signIn.cjs` (LHCI's puppeteer script) signs in through the login
 * page, as a user does, as the route's account before its runs; signed-out routes are measured
 * with the browser's storage cleared (no session, no hint that someone signed in here). Lighthouse
 * clears the HTTP cache before every run, but by default not IndexedDB or localStorage, where
 * Firebase keeps the session: so a signed-in page is measured as a returning learner opening it
 * with a cold cache.
 *
 * The payment dialog: its script (the card entry, chunk "payments", and Stripe.js when Stripe is
 * configured) loads only when a learner presses "Pay with ..." on My Courses; no address opens it
 * and the purchase page (`/{courseId}`) never loads it. So the route "payment dialog" is My Courses
 * with the dialog opened the way the learner opens it: while Lighthouse loads the page, the
 * puppeteer script clicks the first "Pay with" button as soon as it is there, and Lighthouse's
 * measurement (which waits for the network and the CPU to go quiet) takes in the dialog's script,
 * its rendering and the card form. Its `?dialog=payment` means nothing to the app: it only gives
 * the run its own address, since Lighthouse CI groups runs (and assertions) by address. The
 * purchase page is measured on its own ("enrollment").
 *
 * Assertions (all on the median of the runs of a URL):
 * - per-route budgets of bytes (scripts, everything) and requests: error. They do not depend on
 *   the CPU: set a little above what each route transfers now, so that an added dependency or
 *   request fails the run; raise one on purpose, with the reason, when a route rightly grows (how
 *   they were set: docs/performance.md, "Performance, accessibility and hardening (measured)").
 *   The dashboard's screens carry Ant Design, as the design says (its frame, tables, dialogs and
 *   fields): their budgets are what that weighs (docs/performance.md, "The dashboard in Ant Design").
 * - performance score, LCP, TBT and CLS: warning below the goal on every route, and error below
 *   the floor for the ones a route holds (its `floorsHeld`):
 *   - CLS on every route: it reads 0 on every route in every run;
 *   - LCP on every route but the two below: served as hosts serve the site, it stays under the
 *     goal, and under the floor even with the CPU slowed 8x (`PERF_CPU_SLOWDOWN=8`);
 *   - the score and TBT on home, a course page and about, on the median of three runs in CI too:
 *     they hold them with room to spare, failing only when the whole machine slows down mid-run.
 *   The other routes do not hold the score's and TBT's floors: their TBT, and the score that
 *   weighs it, follow the machine's speed more than the code. What they run is React, the app and
 *   the first layout (docs/performance.md, "What is still on the main thread"), and the payment
 *   dialog renders the card form; a returning learner's page does not start Firebase Auth while
 *   it loads (src/shared/services/auth/firebaseAuthClient.ts). The figures behind each floor are
 *   in docs/performance.md, "Performance, accessibility and hardening (measured)".
 * - the lesson player holds only the CLS floor: its LCP and TBT miss the goal, bounded by the chain
 *   of scripts, the Markdown parser and the API before the lesson's text (docs/performance.md,
 *   "The lesson player"). So does the certificate page, rendered in the browser from the API like
 *   the player: its text comes after the app's scripts, its own chunk and the certificate's answer
 *   (docs/performance.md, "The certificate page").
 * - accessibility 100 and best practices on every route, SEO on the pages search engines see
 *   (the course page 100): error. They do not depend on the CPU either.
 */

/** The site over HTTPS (scripts/site/serve.ts --https: HTTP/2, a self-signed certificate). */
const origin = `https://localhost:${process.env.DIST_PORT ?? '4173'}`;

/** The seeded course whose public page is measured (db.json: Data Science). */
const COURSE_PAGE_ID = '6650a1c00000000000000001';
/** The seeded course whose purchase page the learner opens (not enrolled in it: Machine Learning). */
const PURCHASE_COURSE_ID = '6650a1c00000000000000002';
/** The seeded learner's certificate (mocks/seed/accounts.ts, SEED_CERTIFICATES.python), opened by anyone. */
const CERTIFICATE_ID = 'oaic1agBxhkO-fzpo6rSFA';
/** The text lesson the learner opens in the player (db.json: Web Development, "Semantic, accessible HTML"). */
const PLAYER_PATH = '/learn/6650a1c00000000000000006/6650a8c00000000000000036';

/** @typedef {'performance' | 'lcp' | 'tbt' | 'cls'} Timing */

/**
 * @typedef {{
 *   name: string,
 *   path: string,
 *   floorsHeld: Timing[],
 *   signedInAs?: 'learner' | 'admin',
 *   openPaymentDialog?: boolean,
 *   indexed?: boolean,
 *   budget: { scriptKb: number, totalKb: number, requests: number },
 * }} PerfRoute
 */

/** @type {Timing[]} */
const ALL_TIMINGS = ['performance', 'lcp', 'tbt', 'cls'];

/**
 * Every route measured, in order: signed out, then the learner's, then the admin's (one sign-in
 * each per `lhci collect`: scripts/perf/run.ts runs one per round of runs). Budgets: KB transferred (compressed) by scripts and by everything, and the number of
 * requests.
 * @type {PerfRoute[]}
 */
const allRoutes = [
  {
    name: 'home',
    floorsHeld: ALL_TIMINGS,
    path: '/',
    indexed: true,
    budget: { scriptKb: 150, totalKb: 250, requests: 21 },
  },
  {
    name: 'catalogue search',
    floorsHeld: ['lcp', 'cls'],
    path: '/home?q=python#courses',
    indexed: true,
    budget: { scriptKb: 150, totalKb: 270, requests: 24 },
  },
  {
    name: 'course page',
    floorsHeld: ALL_TIMINGS,
    path: `/courses/${COURSE_PAGE_ID}`,
    indexed: true,
    budget: { scriptKb: 150, totalKb: 240, requests: 21 },
  },
  {
    name: 'about',
    floorsHeld: ALL_TIMINGS,
    path: '/about',
    indexed: true,
    budget: { scriptKb: 150, totalKb: 200, requests: 19 },
  },
  {
    name: 'contact',
    floorsHeld: ['lcp', 'cls'],
    path: '/contact',
    indexed: true,
    budget: { scriptKb: 175, totalKb: 195, requests: 18 },
  },
  {
    name: 'login',
    floorsHeld: ['lcp', 'cls'],
    path: '/login',
    indexed: true,
    budget: { scriptKb: 175, totalKb: 195, requests: 18 },
  },
  {
    name: 'certificate page',
    floorsHeld: ['cls'],
    path: `/certificates/${CERTIFICATE_ID}`,
    budget: { scriptKb: 175, totalKb: 230, requests: 24 },
  },
  {
    name: 'dashboard',
    floorsHeld: ['lcp', 'cls'],
    path: '/dashboard',
    signedInAs: 'learner',
    budget: { scriptKb: 230, totalKb: 315, requests: 29 },
  },
  {
    name: 'My Courses',
    floorsHeld: ['lcp', 'cls'],
    path: '/dashboard/myEnroll',
    signedInAs: 'learner',
    budget: { scriptKb: 345, totalKb: 410, requests: 34 },
  },
  {
    name: 'enrollment',
    floorsHeld: ['lcp', 'cls'],
    path: `/${PURCHASE_COURSE_ID}`,
    signedInAs: 'learner',
    budget: { scriptKb: 175, totalKb: 210, requests: 21 },
  },
  {
    name: 'lesson player',
    floorsHeld: ['cls'],
    path: PLAYER_PATH,
    signedInAs: 'learner',
    budget: { scriptKb: 200, totalKb: 260, requests: 26 },
  },
  {
    name: 'payment dialog',
    floorsHeld: ['lcp', 'cls'],
    path: '/dashboard/myEnroll?dialog=payment',
    signedInAs: 'learner',
    openPaymentDialog: true,
    budget: { scriptKb: 395, totalKb: 460, requests: 40 },
  },
  {
    name: 'All Enroll (admin)',
    floorsHeld: ['lcp', 'cls'],
    path: '/dashboard/allenroll',
    signedInAs: 'admin',
    budget: { scriptKb: 350, totalKb: 415, requests: 34 },
  },
  {
    name: 'Manage Course (admin)',
    floorsHeld: ['lcp', 'cls'],
    path: '/dashboard/managecourse',
    signedInAs: 'admin',
    budget: { scriptKb: 350, totalKb: 540, requests: 44 },
  },
];

/**
 * `npm run perf -- --only <pattern>` (PERF_ONLY): only the routes whose name matches the pattern
 * (a case-insensitive regular expression), for measuring one change quickly.
 */
const routes = process.env.PERF_ONLY
  ? allRoutes.filter((route) => new RegExp(process.env.PERF_ONLY, 'i').test(route.name))
  : allRoutes;

/** The goal on every route (warning below it) and the floor (error below it). */
const GOAL = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
const FLOOR = { performance: 0.85, lcpMs: 2500, tbtMs: 300, cls: 0.1 };

const urlOf = (route) => `${origin}${route.path}`;

/** Lighthouse CI groups runs by the page's final address (without its #fragment). */
const finalUrlPattern = (route) =>
  `^${urlOf(route)
    .replace(/#.*$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

const KB = 1024;

/**
 * The assertions of the performance score, LCP, TBT and CLS (`which`, all by default) at `limits`.
 * @param {typeof GOAL} limits @param {'error' | 'warn'} level @param {Timing[]} which
 */
const timings = (limits, level, which = ALL_TIMINGS) => {
  /** @type {Record<Timing, [string, [string, object]]>} */
  const all = {
    performance: ['categories:performance', [level, { minScore: limits.performance }]],
    lcp: ['largest-contentful-paint', [level, { maxNumericValue: limits.lcpMs }]],
    tbt: ['total-blocking-time', [level, { maxNumericValue: limits.tbtMs }]],
    cls: ['cumulative-layout-shift', [level, { maxNumericValue: limits.cls }]],
  };
  return Object.fromEntries(which.map((timing) => all[timing]));
};

module.exports = {
  routes,
  origin,
  urlOf,
  finalUrlPattern,
  ci: {
    collect: {
      url: routes.map(urlOf),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      puppeteerScript: 'scripts/perf/signIn.cjs',
      // No viewport of puppeteer's own: Lighthouse emulates the phone.
      // The site's certificate is self-signed (made at start for localhost); Lighthouse runs in the
      // browser puppeteer starts, so it is told there to accept it.
      puppeteerLaunchOptions: {
        args: ['--no-sandbox', '--ignore-certificate-errors'],
        defaultViewport: null,
      },
      // No screenshot of the whole page (the report's pictures of the elements an audit names):
      // it lengthens every run and nothing asserted reads it (docs/performance.md has its cost).
      settings: {
        disableFullPageScreenshot: true,
        // `PERF_THROTTLING=devtools npm run perf`: the network and the CPU really slowed (applied
        // throttling) instead of simulated, to see a change's effect both ways. The goals and
        // floors are set for the simulation, Lighthouse's default.
        ...(process.env.PERF_THROTTLING === 'devtools' && { throttlingMethod: 'devtools' }),
        // The CPU slowdown: scripts/perf/run.ts sets PERF_CPU_SLOWDOWN for each round, calibrated
        // to the machine's speed (scripts/perf/calibrate.ts) unless one is set by hand
        // (`PERF_CPU_SLOWDOWN=4 npm run perf`: Lighthouse's default whatever the machine).
        ...(process.env.PERF_CPU_SLOWDOWN && {
          throttling: { cpuSlowdownMultiplier: Number(process.env.PERF_CPU_SLOWDOWN) },
        }),
      },
    },
    assert: {
      assertMatrix: [
        { aggregationMethod: 'median', assertions: timings(GOAL, 'warn') },
        {
          aggregationMethod: 'median',
          assertions: {
            'categories:accessibility': ['error', { minScore: 1 }],
            'categories:best-practices': ['error', { minScore: 0.95 }],
          },
        },
        ...routes.map((route) => ({
          matchingUrlPattern: finalUrlPattern(route),
          aggregationMethod: 'median',
          assertions: {
            ...timings(FLOOR, 'error', route.floorsHeld),
            'resource-summary:script:size': [
              'error',
              { maxNumericValue: route.budget.scriptKb * KB },
            ],
            'resource-summary:total:size': [
              'error',
              { maxNumericValue: route.budget.totalKb * KB },
            ],
            'resource-summary:total:count': ['error', { maxNumericValue: route.budget.requests }],
            ...(route.indexed
              ? {
                  'categories:seo': [
                    'error',
                    { minScore: route.name === 'course page' ? 1 : 0.95 },
                  ],
                }
              : {}),
          },
        })),
      ],
    },
  },
};
