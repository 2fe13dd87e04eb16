/**
 * In-browser mock for `npm run start:msw`: an MSW service worker over an in-memory copy of the seed,
 * with QA scenarios (?scenario=normal|empty|slow|error|offline, remembered in sessionStorage) and a
 * small dev panel (bottom-left) to switch between them.
 * Needs public/mockServiceWorker.js (`npx msw init public`).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { withUploadsInMemory, type MediaStore } from './api/media';
import { createMemoryStore } from './api/store';
import {
  createHandlers,
  DEFAULT_API_URL,
  DEFAULT_EMAIL_ORIGIN,
  DEFAULT_PAYMENT_URL,
} from './handlers';
import {
  resolveScenario,
  SCENARIO_LABELS,
  SCENARIO_STORAGE_KEY,
  SCENARIOS,
  scenarioBehaviour,
  scenarioDatabase,
  scenarioUrl,
  type Scenario,
} from './scenarios';
import { seedDatabase } from './seed';

export * from './scenarios';

export interface StartMockWorkerOptions {
  apiUrl?: string;
  paymentUrl?: string;
  emailOrigin?: string;
  projectId?: string;
  /** Show the scenario panel (default true). */
  showPanel?: boolean;
}

function readStoredScenario(): string | null {
  try {
    return window.sessionStorage.getItem(SCENARIO_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeScenario(scenario: Scenario): void {
  try {
    window.sessionStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
  } catch {
    // Storage may be disabled; the query parameter still works.
  }
}

export const SCENARIO_PANEL_ID = 'mock-scenario-panel';

/** The dev panel: a labelled select placed bottom-left; changing it reloads with ?scenario=. */
export function renderScenarioPanel(
  current: Scenario,
  onChange: (scenario: Scenario) => void,
): HTMLElement {
  document.getElementById(SCENARIO_PANEL_ID)?.remove();
  const panel = document.createElement('div');
  panel.id = SCENARIO_PANEL_ID;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Mock API scenario');
  Object.assign(panel.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    padding: '6px 8px',
    background: '#1f1f1f',
    color: '#ffffff',
    font: '12px/1.4 system-ui, sans-serif',
    borderRadius: '6px',
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
  });
  const label = document.createElement('label');
  label.htmlFor = `${SCENARIO_PANEL_ID}-select`;
  label.textContent = 'Mock scenario ';
  const select = document.createElement('select');
  select.id = `${SCENARIO_PANEL_ID}-select`;
  for (const scenario of SCENARIOS) {
    const option = document.createElement('option');
    option.value = scenario;
    option.textContent = SCENARIO_LABELS[scenario];
    option.selected = scenario === current;
    select.append(option);
  }
  select.addEventListener('change', () => {
    const value = SCENARIOS.find((scenario) => scenario === select.value);
    if (value) onChange(value);
  });
  label.append(select);
  panel.append(label);
  document.body.append(panel);
  return panel;
}

/** The lesson media in MSW mode: the seed's files, which the dev server serves (webpack.config.js). */
function fetchedMedia(base: string): MediaStore {
  const sizes = new Map<string, Promise<number | null>>();
  return {
    size(file) {
      let size = sizes.get(file);
      if (!size) {
        size = fetch(new URL(file, base), { method: 'HEAD' }).then((response) =>
          response.ok ? Number(response.headers.get('content-length')) : null,
        );
        sizes.set(file, size);
      }
      return size;
    },
    async read(file, start, end) {
      const response = await fetch(new URL(file, base), {
        headers: { Range: `bytes=${start}-${end}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      // A server that ignores ranges sends the whole file.
      return response.status === 206 ? bytes : bytes.slice(start, end + 1);
    },
  };
}

/** The product's hook for API mocking in MSW mode (src/app/apiMocking.ts; webpack.config.js). */
export async function startApiMocking(options: StartMockWorkerOptions): Promise<void> {
  await startMockWorker(options);
}

/** Start the MSW worker; resolves when it intercepts requests. */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  const scenario = resolveScenario(window.location.search, readStoredScenario());
  storeScenario(scenario);
  const store = createMemoryStore(scenarioDatabase(scenario, seedDatabase()));
  const behaviour = scenarioBehaviour(scenario);
  const worker = setupWorker(
    ...createHandlers({
      store,
      // A path (APP_API_URL=/api: the API under the site's origin) is the page's own origin's.
      apiUrl: new URL(options.apiUrl ?? DEFAULT_API_URL, window.location.href).href,
      paymentUrl: options.paymentUrl ?? DEFAULT_PAYMENT_URL,
      emailOrigin: options.emailOrigin ?? DEFAULT_EMAIL_ORIGIN,
      projectId: options.projectId,
      media: withUploadsInMemory(fetchedMedia(new URL('/mock-media/', window.location.href).href)),
      behaviour: () => behaviour,
    }),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: scenario === 'normal' });
  if (options.showPanel ?? true) {
    renderScenarioPanel(scenario, (next) => {
      storeScenario(next);
      window.location.assign(scenarioUrl(window.location.href, next));
    });
  }
  return worker;
}
