import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import './Dialog.css';

/** What Tab can reach inside the dialog, in document order. */
const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  '[tabindex]',
].join(',');

const tabbablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      // Where the browser cannot tell (no layout, as in jsdom), every control counts.
      (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true),
  );

/** Whether a press at (x, y) fell outside the element's box: on the backdrop. */
const outside = (element: Element | null | undefined, x: number, y: number): boolean => {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  // No layout (jsdom): an empty box; the caller has checked the press is on the <dialog> itself.
  if (box.width === 0 && box.height === 0) return true;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
};

export interface DialogProps {
  /** Its heading, which names it. */
  title: ReactNode;
  /** What it asks or says, read out with its name when it opens (aria-describedby). */
  description?: ReactNode;
  /** Shown (as a modal: the page behind is inert) while true. */
  open: boolean;
  /** The reader asks to close it: Escape, its Close button or a press beside it. */
  onClose: () => void;
  /** Runs once it has closed and focus is back on the control that opened it. */
  afterClose?: () => void;
  /** Its work is under way (a payment): asking to close it does nothing meanwhile. */
  busy?: boolean;
  /** Its actions, at its foot (the main one last). */
  footer?: ReactNode;
  /**
   * Whether it has a Close button (×) in its corner; a dialog whose actions include Cancel (a
   * confirmation) may leave it out. Escape closes it either way.
   */
  closable?: boolean;
  children?: ReactNode;
}

/**
 * The site's modal dialog: the browser's own <dialog>, opened with showModal(), so the page behind
 * is inert, Escape asks to close it and the dialog is announced by its title (and description).
 * Tab and Shift+Tab go round its controls, and on closing focus returns to the control that opened
 * it. Its content is rendered only while it is open. Plain markup in the site's colours: the pages
 * that show one need no component library.
 *
 * The page behind is inert while it is open, its live regions too: what is to be announced about
 * the dialog's work is said inside it, or once it has closed (`afterClose`).
 */
export function Dialog({
  title,
  description,
  open,
  onClose,
  afterClose,
  busy = false,
  footer,
  closable = true,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Escape, the Close button and the backdrop ask to close it; its owner decides, and nothing
  // closes it while it is busy.
  const askToClose = () => {
    if (!busy) onClose();
  };
  const askedToClose = useEffectEvent(askToClose);
  const closed = useEffectEvent(() => {
    const dialog = ref.current;
    // Opened again before this event came: it is not closed.
    if (!dialog || dialog.open) return;
    if (open && busy) {
      // The browser closed it itself (a second Escape in a row cannot be refused): its work is
      // still under way, so it stays.
      dialog.showModal();
      return;
    }
    const previous = opener.current;
    opener.current = null;
    if (previous?.isConnected) previous.focus();
    // Closed by the browser itself: the owner follows.
    if (open) onClose();
    afterClose?.();
  });

  // The dialog's own events, beside its controls' (which have their own keyboard access): Escape's
  // cancel, its close, Tab's wrap, and a press on the backdrop.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onCancel = (event: Event) => {
      event.preventDefault();
      askedToClose();
    };
    const onNativeClose = () => closed();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbables = tabbablesIn(dialog);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press that starts and ends on the backdrop (outside the panel) closes it; one that starts
    // in the panel (selecting text) or on its scrollbar does not.
    const onBackdrop = (event: MouseEvent): boolean =>
      event.target === dialog &&
      outside(dialog.firstElementChild ?? dialog, event.clientX, event.clientY);
    let pressStartedOnBackdrop = false;
    const onMouseDown = (event: MouseEvent) => {
      pressStartedOnBackdrop = onBackdrop(event);
    };
    const onClick = (event: MouseEvent) => {
      if (pressStartedOnBackdrop && onBackdrop(event)) askedToClose();
      pressStartedOnBackdrop = false;
    };
    const listeners = [
      ['cancel', onCancel],
      ['close', onNativeClose],
      ['keydown', onKeyDown],
      ['mousedown', onMouseDown],
      ['click', onClick],
    ] as const;
    for (const [type, listener] of listeners)
      dialog.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners)
        dialog.removeEventListener(type, listener as EventListener);
      // Unmounted while open: the page stays usable and focus goes back.
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={open && description ? descriptionId : undefined}
    >
      {open && (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {closable && (
              <button
                type="button"
                className="dialog__close"
                aria-label="Close"
                aria-disabled={busy || undefined}
                onClick={askToClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {(description || children) && (
            <div className="dialog__body">
              {description && <p id={descriptionId}>{description}</p>}
              {children}
            </div>
          )}
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
