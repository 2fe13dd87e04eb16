/**
 * Moves focus to the page's heading (made focusable for this only, not a Tab stop). For when a
 * dialog closes after its action removed or disabled the control that opened it, e.g. a deleted
 * row's button: focus would otherwise fall to the start of the document. Screen readers read the
 * heading, and the next Tab continues in the page. Without a heading, the main region takes focus.
 */
export function focusPageHeading(): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
