/**
 * Browser APIs that jsdom lacks and the app or Ant Design needs.
 */
import { webcrypto } from 'node:crypto';
import { setImmediate as nodeSetImmediate } from 'node:timers';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// Node's MessageChannel keeps jest from exiting; React and rc-components only need message delivery.
class MessageChannelShim {
  port1: {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (d: unknown) => void;
    close: () => void;
  };
  port2: {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (d: unknown) => void;
    close: () => void;
  };
  constructor() {
    const makePort = (): MessageChannelShim['port1'] => ({
      onmessage: null,
      postMessage: () => undefined,
      close: () => undefined,
    });
    this.port1 = makePort();
    this.port2 = makePort();
    this.port1.postMessage = (data) => {
      setTimeout(() => this.port2.onmessage?.({ data }), 0);
    };
    this.port2.postMessage = (data) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    };
  }
}
Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: MessageChannelShim });

/*
 * getComputedStyle without the pseudo-element argument (antd passes one jsdom does not support),
 * and remembered until the document changes. jsdom resolves an element's style by matching every
 * rule of its built-in stylesheet against the element and each of its ancestors, and Testing
 * Library asks again for the same elements in every role query, name, visibility check and retry
 * of findBy*, as user-event does before every pointer action: the same answers, recomputed
 * thousands of times. Any change to the document (an element added, moved or removed, an
 * attribute, style or class set, a stylesheet's text) forgets them all; the change is seen at
 * once, through the observer's pending records, not later when they are delivered. (A rule added
 * through the CSSOM, insertRule, would not be seen: nothing under test adds one.)
 */
const originalGetComputedStyle = window.getComputedStyle.bind(window);
let remembered = new WeakMap<Element, CSSStyleDeclaration>();
const documentChanges = new MutationObserver(() => {
  remembered = new WeakMap();
});
documentChanges.observe(document, {
  subtree: true,
  childList: true,
  attributes: true,
  characterData: true,
});
window.getComputedStyle = (element: Element) => {
  if (documentChanges.takeRecords().length > 0) remembered = new WeakMap();
  let style = remembered.get(element);
  if (!style) {
    style = originalGetComputedStyle(element);
    remembered.set(element, style);
  }
  return style;
};

window.scrollTo = () => undefined;

/*
 * The modal <dialog> (src/shared/components/dialog/Dialog.tsx): jsdom has the element but not
 * showModal() or close(). These do what browsers do, as far as the tests meet it: showModal()
 * sets `open`; close() removes it and then, in a later task, fires `close`; Escape fires `cancel`
 * at the newest open modal dialog and, unless that is cancelled, closes it. As in Chromium, a
 * dialog that refused to close on Escape cannot refuse again until the user has pressed something
 * else: the next Escape's `cancel` cannot be cancelled.
 */
const openModals: HTMLDialogElement[] = [];
let refusedSinceActivation = false;
Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
  configurable: true,
  value(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    openModals.push(this);
  },
});
Object.defineProperty(HTMLDialogElement.prototype, 'close', {
  configurable: true,
  value(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = openModals.indexOf(this);
    if (index >= 0) openModals.splice(index, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  },
});
document.addEventListener('pointerdown', () => {
  refusedSinceActivation = false;
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') {
    refusedSinceActivation = false;
    return;
  }
  const dialog = openModals[openModals.length - 1];
  if (!dialog || event.defaultPrevented) return;
  const cancel = new Event('cancel', { cancelable: !refusedSinceActivation });
  if (dialog.dispatchEvent(cancel)) {
    dialog.close();
  } else {
    refusedSinceActivation = true;
  }
});

// jsdom has no Web Crypto's `subtle`, which browsers and Node have: the tests that sign and check ID
// tokens (jose) need it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
}

// jsdom's File and Blob lack arrayBuffer() and text(), which browsers have: an upload reads its
// pieces with the one, the certificate page a dropped credential with the other.
const jsdomBlob = Object.getPrototypeOf(window.File.prototype) as Blob;
/** Gives jsdom's Blob the method `name`, which reads the blob with its FileReader. */
function readWith(name: 'arrayBuffer' | 'text', read: (reader: FileReader, blob: Blob) => void) {
  if (name in jsdomBlob) return;
  Object.defineProperty(jsdomBlob, name, {
    configurable: true,
    value(this: Blob): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
        read(reader, this);
      });
    },
  });
}
readWith('arrayBuffer', (reader, blob) => reader.readAsArrayBuffer(blob));
readWith('text', (reader, blob) => reader.readAsText(blob));

// rdf-canonize (the credential libraries' canonicaliser, src/shared/domain/credentials) schedules
// its work with setImmediate, which Node has and jest's jsdom environment hides.
if (typeof globalThis.setImmediate !== 'function') {
  Object.defineProperty(globalThis, 'setImmediate', {
    configurable: true,
    writable: true,
    value: nodeSetImmediate,
  });
}
