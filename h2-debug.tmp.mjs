import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
page.on('console', (m) => console.log('console:', m.text().slice(0, 1500)));
await page.addInitScript(() => {
  const d = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  Object.defineProperty(HTMLInputElement.prototype, 'value', { configurable: true, get() { return d.get.call(this); }, set(v) {
    if (this.type === 'search') console.log('set value', JSON.stringify(v), performance.now().toFixed(0), new Error().stack.split('\n').slice(2, 9).join(' | '));
    d.set.call(this, v); } });
  const c = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked');
  Object.defineProperty(HTMLInputElement.prototype, 'checked', { configurable: true, get() { return c.get.call(this); }, set(v) {
    if (this.value === 'Academic' || this.value === 'All') console.log('set checked', this.value, v, performance.now().toFixed(0), new Error().stack.split('\n').slice(2, 6).join(' | '));
    c.set.call(this, v); } });
  new MutationObserver(() => { if (document.documentElement.hasAttribute('data-app-ready')) console.log('ready attr', performance.now().toFixed(0)); }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
  for (const k of ['pushState', 'replaceState']) { const o = history[k]; history[k] = function (...a) { console.log(k, String(a[2]), performance.now().toFixed(0)); return o.apply(this, a); }; }
});
let release; const released = new Promise((r) => (release = r));
await page.route(/\/js\/app\.[0-9a-f]+\.chunk\.js$/, async (route) => { await released; await route.continue(); });
await page.goto('http://localhost:4373/', { waitUntil: 'commit' });
const search = page.getByRole('searchbox');
await search.pressSequentially('ing');
await page.getByRole('radio', { name: 'Academic' }).check();
console.log('typed', await page.evaluate(() => performance.now().toFixed(0)));
release();
await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
console.log('ready', await page.evaluate(() => performance.now().toFixed(0)));
await page.waitForTimeout(3000);
console.log('after', page.url(), await search.inputValue());
await browser.close();
