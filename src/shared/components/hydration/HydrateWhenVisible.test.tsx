import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  HydrateWhenVisible,
  ServedPageHydrationProvider,
  createServedPageHydration,
  type ServedPageHydration,
} from './HydrateWhenVisible';

/** jsdom has no IntersectionObserver: a minimal one the test can drive. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed elements scroll near the viewport. */
  scrollIntoView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    if (entries.length) {
      this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
    }
  }
}

function Counter() {
  const [count, setCount] = useState(0);
  // Says whether React has attached to it (the prerendered HTML says Prerendered).
  const interactive = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  return (
    <>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count} times
      </button>
      <p>{interactive ? 'Interactive' : 'Prerendered'}</p>
    </>
  );
}

function Page() {
  return (
    <main>
      <HydrateWhenVisible>
        <Counter />
      </HydrateWhenVisible>
    </main>
  );
}

let root: Root | undefined;
let servedPage: ServedPageHydration;

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: TestIntersectionObserver,
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as the app renders it while it hydrates the page it was served. */
const ServedPage = () => (
  <ServedPageHydrationProvider value={servedPage}>
    <Page />
  </ServedPageHydrationProvider>
);

/** Serves the prerendered page and hydrates it, as the app does (src/app/startApp.tsx). */
async function hydrateServedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  servedPage = createServedPageHydration();
  await act(async () => {
    root = hydrateRoot(container, <ServedPage />);
  });
  servedPage.end();
}

const clickCounter = () => fireEvent.click(screen.getByRole('button', { name: /clicked/i }));

it('renders its content at once outside a served-page hydration', () => {
  render(<Page />);
  clickCounter();
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
});

it('keeps the prerendered section, not yet hydrated, until it nears the viewport', async () => {
  await hydrateServedPage();
  // The prerendered HTML is there and readable, but React has not attached to it yet.
  clickCounter();
  expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeInTheDocument();

  await act(async () => {
    TestIntersectionObserver.instances.forEach((observer) => observer.scrollIntoView());
  });
  clickCounter();
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
});

it('hydrates a section at once when it receives focus', async () => {
  await hydrateServedPage();
  // A keyboard user tabs into the section.
  fireEvent.focusIn(screen.getByRole('button', { name: /clicked/i }));
  expect(await screen.findByText('Interactive')).toBeInTheDocument();
  clickCounter();
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
});

it('renders sections mounted after the served page was hydrated at once', async () => {
  await hydrateServedPage();
  // E.g. the visitor navigates away and back: a new section is not held back.
  render(<ServedPage />);
  const buttons = screen.getAllByRole('button', { name: /clicked/i });
  fireEvent.click(buttons[1] as HTMLElement);
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
});

it('hydrates a section when it is pressed, and the press counts', async () => {
  await hydrateServedPage();
  const button = screen.getByRole('button', { name: /clicked/i });
  fireEvent.pointerDown(button);
  fireEvent.click(button);
  expect(await screen.findByText('Interactive')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
});

it('hydrates every section still held back when the app navigates within the page', async () => {
  await hydrateServedPage();
  await act(async () => servedPage.openAll());
  clickCounter();
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
});
