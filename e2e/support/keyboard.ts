import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './navigation';

/*
 * Keyboard-only use of the app: focus moves only by Tab / Shift+Tab (and arrows inside widgets),
 * controls are used with Enter, Space and Escape, and text is entered into the focused field
 * (enterText). Every Tab that lands on a control checks that the control shows a visible focus ring.
 */

const MAX_TABS = 120;

/** What has focus, as seen in the page; see focusState. */
interface FocusState {
  /** 'visible', 'nothing focused', or what is wrong with the focused control's ring. */
  ring: string;
  /** Whether the element focusState ran on (if any) has focus. */
  onTarget: boolean;
}

/**
 * Runs in the page (on `target`, or with null). `ring` is 'nothing focused' when the document or the
 * browser's own UI has focus, 'visible' when the focused control shows a focus ring, else what is
 * wrong with it.
 *
 * A ring is an outline of at least 2px, or a box-shadow ring (no offset or blur, at least 2px
 * spread), in an opaque colour with at least 3:1 contrast against the surface it is drawn on (the
 * nearest opaque background outside the control; inside it for an inset ring), not cut off by an
 * ancestor that clips its overflow. It may be drawn on the control itself, on the frame Ant Design
 * draws around a field or a menu item's link, or on the box a visually hidden radio or checkbox
 * styles.
 */
function focusState(target: Element | null): FocusState {
  const focused = document.activeElement;
  const onTarget = target !== null && focused === target;
  if (!(focused instanceof HTMLElement) || focused === document.body) {
    return { ring: 'nothing focused', onTarget };
  }

  interface Rgba {
    r: number;
    g: number;
    b: number;
    a: number;
  }
  const parseColor = (value: string): Rgba | null => {
    const match =
      /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/.exec(value);
    if (!match) return null;
    const alpha = match[4] ?? '1';
    return {
      r: Number(match[1]),
      g: Number(match[2]),
      b: Number(match[3]),
      a: alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha),
    };
  };
  const luminance = ({ r, g, b }: Rgba): number => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (one: Rgba, other: Rgba): number => {
    const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  };
  const surfaceBehind = (element: Element, inside: boolean): Rgba => {
    for (let node = inside ? element : element.parentElement; node; node = node.parentElement) {
      const background = parseColor(getComputedStyle(node).backgroundColor);
      if (background && background.a >= 1) return background;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const clippedBy = (element: Element, extent: number): string | null => {
    const ring = element.getBoundingClientRect();
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      const tolerance = 0.5;
      if (
        ring.left - extent < box.left - tolerance ||
        ring.top - extent < box.top - tolerance ||
        ring.right + extent > box.right + tolerance ||
        ring.bottom + extent > box.bottom + tolerance
      ) {
        return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
      }
    }
    return null;
  };
  const ringOn = (element: Element): string => {
    const style = getComputedStyle(element);
    const problems: string[] = [];
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width > 0) {
      const offset = parseFloat(style.outlineOffset) || 0;
      const color = parseColor(style.outlineColor);
      const behind = surfaceBehind(element, offset + width <= 0);
      const clip = clippedBy(element, Math.max(0, offset + width));
      if (width < 2) problems.push(`outline ${width}px is under 2px`);
      else if (!color || color.a < 1) problems.push(`outline colour ${style.outlineColor}`);
      else if (contrast(color, behind) < 3) {
        problems.push(`outline ${style.outlineColor}: ${contrast(color, behind).toFixed(2)}:1`);
      } else if (clip) problems.push(`outline cut off by ${clip}`);
      else return 'visible';
    } else problems.push('no outline');
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = parseColor(shadow);
      const [x = 0, y = 0, blur = 0, spread = 0] = [...shadow.matchAll(/(-?[\d.]+)px/g)].map(
        (length) => Number(length[1]),
      );
      if (x !== 0 || y !== 0 || blur > 1 || spread < 2 || !color || color.a < 1) continue;
      const behind = surfaceBehind(element, shadow.includes('inset'));
      if (contrast(color, behind) < 3) {
        problems.push(`shadow ring ${shadow}: ${contrast(color, behind).toFixed(2)}:1`);
      } else if (!shadow.includes('inset') && clippedBy(element, spread)) {
        problems.push('shadow ring cut off');
      } else return 'visible';
    }
    if (!problems.some((problem) => problem.startsWith('shadow'))) problems.push('no shadow ring');
    return problems.join(', ');
  };

  const frame = focused.closest(
    '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .ant-input-textarea',
  );
  // A radio's or checkbox's visible box: beside the input (native controls styled by the site),
  // or around it (Ant Design's span.ant-radio and span.ant-checkbox, which draw its ring).
  const isBox = focused instanceof HTMLInputElement && ['radio', 'checkbox'].includes(focused.type);
  const styledBox = isBox ? focused.nextElementSibling : null;
  const antdBox = isBox ? focused.closest('.ant-radio, .ant-checkbox') : null;
  const candidates = [focused, frame, styledBox, antdBox].filter((element) => element !== null);
  const results = candidates.map(ringOn);
  if (results.includes('visible')) return { ring: 'visible', onTarget };
  const name =
    focused.getAttribute('aria-label') ??
    focused.textContent?.trim().slice(0, 40) ??
    focused.getAttribute('name') ??
    '';
  const control = `<${focused.tagName.toLowerCase()} class="${focused.className}"> "${name}"`;
  return { ring: `${control}: ${results.join(' | ')}`, onTarget };
}

/** Polled often: Ant Design fades some rings in over 0.2 s. */
const RING_POLL = { intervals: [20, 50, 100] };
/** After a Tab: past the last control the browser's own UI takes one stop in the cycle. */
const RING_OR_NOTHING = /^(visible|nothing focused)$/;

/** The focused control shows a visible focus ring (see focusState). */
export async function expectFocusRing(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate(focusState, null)).ring, RING_POLL)
    .toBe('visible');
}

/** `control` has focus and shows it. */
export async function expectFocusOn(control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await expectFocusRing(control.page());
}

/** Presses Tab (or Shift+Tab) once; the control it lands on must show a focus ring. */
export async function pressTab(
  page: Page,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  await expect
    .poll(async () => (await page.evaluate(focusState, null)).ring, RING_POLL)
    .toMatch(RING_OR_NOTHING);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring on every control on
 * the way; fails if the target never gets focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`Nothing to tab to: ${target.toString()}`);
  let { onTarget } = await element.evaluate(focusState);
  for (let presses = 0; !onTarget && presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let state: FocusState = { ring: '', onTarget: false };
    await expect
      .poll(async () => {
        state = await element.evaluate(focusState);
        return state.ring;
      }, RING_POLL)
      .toMatch(RING_OR_NOTHING);
    ({ onTarget } = state);
  }
  await expectFocusOn(target);
}

/**
 * Enters `text` into the focused field as one input, as an input method or the keyboard's
 * suggestions do: the fields take text alike however it comes, and a key event per character only
 * makes a test wait on the page once per character (docs/performance.md, "The end-to-end
 * suites"). Keys the page reacts to one by one (the card number's grouping, Enter) are pressed.
 */
export async function enterText(page: Page, text: string): Promise<void> {
  await page.keyboard.insertText(text);
}

/** Tabs to a field and enters `text` into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await enterText(page, text);
}

/**
 * `text` is in a live region, polite for results and assertive for failures, and shown: the toast
 * that shows a result is that region.
 */
export async function expectAnnounced(
  page: Page,
  text: string,
  { politeness = 'polite' }: { politeness?: 'polite' | 'assertive' } = {},
): Promise<void> {
  const region = page.locator(`[aria-live="${politeness}"]`).filter({ hasText: text });
  await expect(region.getByText(text, { exact: true })).toBeVisible();
}

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });
export const logoutButton = (page: Page): Locator =>
  mainNav(page).getByRole('button', { name: 'Logout' });

/** Signs in on the login page with the keyboard alone; the sign-in is announced. */
export async function logInWithKeyboard(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await openPage(page, '/login');
  await typeInto(page, page.getByLabel('Email'), email);
  await pressTab(page);
  await expect(page.getByLabel('Password')).toBeFocused();
  await enterText(page, password);
  await page.keyboard.press('Enter');
  await expect(logoutButton(page)).toBeVisible();
  await expectAnnounced(page, 'Signed in successfully');
}

/**
 * A dialog just opened from `opener` with the keyboard: Escape closes it with focus back on
 * `opener`; `reopenKey` (Enter unless told) opens it again; its `close` button (Cancel unless
 * told) closes it with focus back on `opener`.
 */
export async function expectEscapeAndCancelClose(
  page: Page,
  dialog: Locator,
  opener: Locator,
  { close = 'Cancel', reopenKey = 'Enter' }: { close?: string; reopenKey?: 'Enter' | 'Space' } = {},
): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(opener);
  await page.keyboard.press(reopenKey);
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: close }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(opener);
}
