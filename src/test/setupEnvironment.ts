/**
 * Browser APIs that jsdom lacks and Ant Design needs (see ../shared/notes/toolchain.md).
 */

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

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

window.scrollTo = () => undefined;
