import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/*
 * What a visitor types, ticks or chooses on a prerendered page before the app has hydrated it.
 * React leaves that input in the fields as it hydrates them, but the app's state still holds the
 * values the page was rendered with, and the next render writes those back over the fields. So
 * the app notes the fields the visitor changed (watchInputBeforeHydration, from just before it
 * hydrates the page), and each part of the page that owns fields takes their values into its
 * state as it hydrates (useInputBeforeHydration). Only fields the visitor changed count: a field
 * that merely differs from the app's state (say, a category chosen in the address but not in the
 * prerendered page) is the app's to set.
 */

const FIELDS = 'input, textarea, select';

const changedFields = new WeakSet<Element>();
let anyChanged = false;

const noteChanged = (field: Element) => {
  changedFields.add(field);
  anyChanged = true;
};

/** Whether a field shows something other than the markup it was rendered with. */
function differsFromMarkup(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    return field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  }
  return false;
}

/**
 * Called by the app just before it hydrates a prerendered page: notes the fields already changed
 * (hydrating resets their default values, so this cannot be told afterwards) and, from then on,
 * every field the visitor changes, also in parts of the page hydrated later.
 */
export function watchInputBeforeHydration(container: HTMLElement): void {
  for (const field of container.querySelectorAll(FIELDS)) {
    if (differsFromMarkup(field)) noteChanged(field);
  }
  const onInput = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(FIELDS)) noteChanged(event.target);
  };
  container.addEventListener('input', onInput, { capture: true });
  container.addEventListener('change', onInput, { capture: true });
}

/** Whether the visitor changed this field before the part of the page holding it was hydrated. */
export function changedBeforeHydration(field: Element): boolean {
  return changedFields.has(field);
}

/**
 * Once, in the commit that hydrates (or mounts) the component: if the visitor changed the field
 * `ref` points at, or a field inside it, before it was hydrated, calls `adopt` with the element so
 * that the component takes what they entered into its state. A layout effect: the state updates it
 * makes are part of the very next render, so no render in between writes the old values back over
 * the fields (one from a passive effect can come after such a render). Does nothing for a component
 * rendered from scratch.
 */
export function useInputBeforeHydration<T extends Element>(
  ref: RefObject<T | null>,
  adopt: (element: T) => void,
): void {
  const adoptChanged = useEffectEvent(() => {
    const element = ref.current;
    if (!anyChanged || !element) return;
    const changed =
      changedFields.has(element) ||
      Array.from(element.querySelectorAll(FIELDS)).some((field) => changedFields.has(field));
    if (changed) adopt(element);
  });
  useLayoutEffect(() => adoptChanged(), []);
}
