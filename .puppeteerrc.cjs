/**
 * Puppeteer (used by Lighthouse CI's sign-in script, lighthouserc.cjs) drives Debian's Chromium and
 * never downloads a browser: CI has no internet but the npm registry. Each browser is skipped on its
 * own as well, so an empty PUPPETEER_SKIP_DOWNLOAD (which overrides the top-level setting) still
 * downloads nothing.
 */
module.exports = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  skipDownload: true,
  chrome: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
};
