import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { tabbable } from 'tabbable';

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function wrapTab(this: HTMLDivElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = tabbable(this);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !this.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Keeps Tab inside an antd dialog (its `modalRender`), as a native modal dialog does: antd brings
 * focus back only when it lands elsewhere in the page, and after the dialog, the page's last
 * element, Tab leaves the page for the browser's own controls. It listens to the keys that bubble
 * up from the dialog's controls; it is not a control itself.
 */
export function TabWithin({
  children,
  ref,
}: {
  children: ReactNode;
  ref?: Ref<HTMLDivElement | null>;
}) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(ref, () => box.current, []);
  useEffect(() => {
    const element = box.current;
    element?.addEventListener('keydown', wrapTab);
    return () => element?.removeEventListener('keydown', wrapTab);
  }, []);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * Gives `control` focus once an antd dialog has opened (its animation over), unless the keyboard
 * has already moved focus to one of the dialog's controls meanwhile.
 */
export function focusOnceOpened(dialog: Element, control: HTMLElement | null | undefined): void {
  if (dialog !== document.activeElement && dialog.contains(document.activeElement)) return;
  control?.focus();
}
