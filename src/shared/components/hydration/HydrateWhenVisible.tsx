import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/*
 * Progressive hydration of a prerendered page. While the app hydrates the page it was served, a
 * section wrapped in <HydrateWhenVisible> keeps its prerendered HTML (visible, readable, its links
 * working) and is hydrated only when it comes near the viewport or receives focus or a pointer.
 * The work of hydrating, fetching and rendering what lies below the fold then no longer competes with
 * the first interactions. Rendered any other way (client navigation, tests, the prerender itself),
 * the section renders at once.
 */

interface HydrationGate {
  open: () => void;
  isOpen: () => boolean;
  opened: Promise<void>;
}

/**
 * The hydration of the page the browser was served, one per start of the app (src/app/startApp.tsx):
 * while it is active, sections mounted are held back; once it ends, sections render at once.
 */
export interface ServedPageHydration {
  /** Called once the page's shell has hydrated (AppProviders): sections mounted later render at once. */
  end(): void;
  /**
   * Hydrates every section still held back. The app calls it when it navigates within the served
   * page (a catalogue filter in the address, say): the router's new location reaches every section
   * through context, React can only update a section by hydrating it, and so would hold the whole
   * navigation back until the last of them had come into view.
   */
  openAll(): void;
  /** The gate of a section mounted now: closed while the hydration is active. */
  gate(): HydrationGate;
}

const openGate = (): HydrationGate => ({
  open: () => undefined,
  isOpen: () => true,
  opened: Promise.resolve(),
});

export function createServedPageHydration(): ServedPageHydration {
  let active = typeof IntersectionObserver !== 'undefined';
  const closedGates = new Set<HydrationGate>();
  return {
    end: () => {
      active = false;
    },
    openAll: () => {
      for (const gate of closedGates) gate.open();
    },
    gate: () => {
      if (!active) return openGate();
      let isOpen = false;
      let resolve: () => void = () => undefined;
      const gate: HydrationGate = {
        open: () => {
          isOpen = true;
          closedGates.delete(gate);
          resolve();
        },
        isOpen: () => isOpen,
        opened: new Promise<void>((done) => (resolve = done)),
      };
      closedGates.add(gate);
      return gate;
    },
  };
}

const ServedPage = createContext<ServedPageHydration | null>(null);

/** Around the app while it hydrates a served page; rendered any other way, sections render at once. */
export const ServedPageHydrationProvider = ServedPage.Provider;

/** How far outside the viewport a section starts hydrating, so that it is ready as it scrolls in. */
const LOOKAHEAD_MARGIN = '200px 0px';

/** Suspends (keeping the prerendered HTML in place) until the gate opens. */
function GateKeeper({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  if (!gate.isOpen()) use(gate.opened);
  return children;
}

const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

export function HydrateWhenVisible({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const servedPage = useContext(ServedPage);
  const [gate] = useState(() => (servedPage ? servedPage.gate() : openGate()));

  useEffect(() => {
    const element = ref.current;
    if (!element || gate.isOpen()) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: LOOKAHEAD_MARGIN },
    );
    observer.observe(element);
    // Listened for on the window, ahead of React: React holds back (and later replays) events
    // aimed at a part it has not hydrated yet, so they never reach a listener on the section.
    const wake = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    const stopListening = () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, { capture: true });
    };
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true });
    void gate.opened.then(stopListening);
    return stopListening;
  }, [gate]);

  return (
    <div ref={ref} className={className}>
      <Suspense>
        <GateKeeper gate={gate}>{children}</GateKeeper>
      </Suspense>
    </div>
  );
}
