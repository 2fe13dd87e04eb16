/**
 * Lighthouse CI's puppeteer script (lighthouserc.cjs), run once before the runs of each URL in the
 * browser Lighthouse then measures in. It puts the browser in the state the route is measured in:
 *
 * - signed out: the site's storage cleared (no Firebase session, no hint that someone signed in);
 * - signed in as the route's account: signed in through the login page, as a user does (Firebase
 *   keeps the session in IndexedDB, which Lighthouse does not clear between runs);
 * - the payment dialog: on each of the route's runs, clicks the first "Pay with" button of My
 *   Courses in Lighthouse's tab as soon as it shows (see lighthouserc.cjs).
 *
 * Lighthouse CI keeps one browser for all URLs of an `lhci collect`; routes are ordered so that
 * each account signs in once in each.
 */
const { routes, origin, urlOf } = require('../../lighthouserc.cjs');
// The seeded accounts, from their one definition (TypeScript, loaded through tsx).
const { SEED_ACCOUNTS } = require('tsx/cjs/api').require(
  '../../mocks/seed/accounts.ts',
  __filename,
);

/** The account the browser is signed in as: null when signed out, undefined before the first URL. */
let signedInAs;
/** Stops watching Lighthouse's tabs for the previous route. */
let stopWatching = () => {};

const TIMEOUT_MS = 60_000;

/** @param {import('puppeteer').Browser} browser */
async function clearSiteStorage(browser) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await page.close();
  }
}

/**
 * @param {import('puppeteer').Browser} browser
 * @param {{ email: string, password: string }} account
 */
async function signIn(browser, account) {
  const page = await browser.newPage();
  try {
    // The login page is prerendered: wait until it has hydrated (its scripts done) before typing.
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0', timeout: TIMEOUT_MS });
    await page.locator('::-p-aria([name="Email"][role="textbox"])').fill(account.email);
    await page.locator('input[type="password"]').fill(account.password);
    await page.locator('::-p-aria([name="Login"][role="button"])').click();
    // Signed in once the header offers Logout (in the page, hence a string).
    await page.waitForFunction(
      "[...document.querySelectorAll('button')].some((button) => button.textContent === 'Logout')",
      { timeout: TIMEOUT_MS },
    );
  } finally {
    await page.close();
  }
}

/**
 * Opens the payment dialog in each tab Lighthouse opens from now on: clicks "Pay with ..." as soon
 * as My Courses shows it, and returns a function that stops doing so.
 * @param {import('puppeteer').Browser} browser
 */
function openPaymentDialogInLighthouseTabs(browser) {
  /** @param {import('puppeteer').Target} target */
  const onTarget = async (target) => {
    if (target.type() !== 'page') return;
    let step = 'find "Pay with" on My Courses';
    try {
      const page = await target.page();
      if (!page) return;
      await page.locator('button ::-p-text(Pay with)').setTimeout(TIMEOUT_MS).click();
      step = 'see the card form';
      await page
        .locator('::-p-aria([name="Card number"][role="textbox"])')
        .setTimeout(TIMEOUT_MS)
        .wait();
    } catch (error) {
      // Lighthouse closed its tab first, or the page never got there: this run did not measure
      // the dialog, and says so.
      console.error(`\nThe payment dialog run could not ${step}: ${error}`);
    }
  };
  browser.on('targetcreated', onTarget);
  return () => browser.off('targetcreated', onTarget);
}

/** @type {(browser: import('puppeteer').Browser, context: { url: string }) => Promise<void>} */
module.exports = async (browser, { url }) => {
  stopWatching();
  stopWatching = () => {};
  const route = routes.find((candidate) => urlOf(candidate) === url);
  if (!route) throw new Error(`${url} is not a route of lighthouserc.cjs`);
  const wanted = route.signedInAs ?? null;
  if (wanted !== signedInAs) {
    await clearSiteStorage(browser);
    if (wanted) {
      const account = SEED_ACCOUNTS.find((candidate) => candidate.role === wanted);
      if (!account) throw new Error(`No seeded ${wanted} account`);
      await signIn(browser, account);
    }
    signedInAs = wanted;
  }
  if (route.openPaymentDialog) stopWatching = openPaymentDialogInLighthouseTabs(browser);
};
