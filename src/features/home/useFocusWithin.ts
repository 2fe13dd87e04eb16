import { useEffect, useState, type RefObject } from 'react';

/** True while keyboard or pointer focus is on an element inside `ref` (like CSS :focus-within). */
export function useFocusWithin(ref: RefObject<HTMLElement | null>): boolean {
  const [focusWithin, setFocusWithin] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onFocusIn = () => setFocusWithin(true);
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && element.contains(next))) setFocusWithin(false);
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
  return focusWithin;
}
