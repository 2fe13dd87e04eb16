import { screen, within } from '@testing-library/react';

/** The button named `name` inside `container`. */
export const buttonIn = (container: HTMLElement, name: string): HTMLElement =>
  within(container).getByRole('button', { name });

const startingWith = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The table row of a course (its name comes first), once the list has loaded. */
export const findCourseRow = (name: string): Promise<HTMLElement> =>
  screen.findByRole('row', { name: startingWith(name) });

/** The table row of a course, or undefined. */
export const queryCourseRow = (name: string): HTMLElement | undefined =>
  screen.queryByRole('row', { name: startingWith(name) }) ?? undefined;

/** The open dialog titled `title`. */
export const findDialog = (title: string): Promise<HTMLElement> =>
  screen.findByRole('dialog', { name: title });
