import { screen, within } from '@testing-library/react';

/*
 * jsdom computes styles slowly under Ant Design's CSS-in-JS (hundreds of ms per element on a busy
 * machine), and role queries with a `name` compute styles for every descendant. These helpers find
 * elements by role and by their visible text without that cost.
 */

/** How long the first render of a page may take under jest. */
export const FIRST_LOAD_TIMEOUT = 20_000;

const withText = (elements: HTMLElement[], text: string | RegExp): HTMLElement | undefined =>
  elements.find((element) => {
    const content = element.textContent?.trim() ?? '';
    return typeof text === 'string' ? content === text : text.test(content);
  });

/** The button whose visible text is `text`, inside `container`. */
export function buttonIn(container: HTMLElement, text: string): HTMLElement {
  const button = withText(within(container).getAllByRole('button', { hidden: true }), text);
  if (!button) throw new Error(`No button "${text}"`);
  return button;
}

/** The table row whose text starts with the course name, once the list has loaded. */
export async function findCourseRow(name: string): Promise<HTMLElement> {
  // The first render compiles the lazy route chunks, which takes a while on a busy machine.
  await screen.findAllByText(name, {}, { timeout: FIRST_LOAD_TIMEOUT });
  const row = withText(screen.getAllByRole('row', { hidden: true }), new RegExp(`^${name}`));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** The table row of a course, or undefined. */
export function queryCourseRow(name: string): HTMLElement | undefined {
  return withText(screen.queryAllByRole('row', { hidden: true }), new RegExp(`^${name}`));
}

/** The open dialog whose title is `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  await screen.findAllByText(title);
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const dialog = withText(screen.getAllByRole('dialog', { hidden: true }), new RegExp(escaped));
  if (!dialog) throw new Error(`No dialog "${title}"`);
  return dialog;
}
