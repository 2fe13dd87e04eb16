import { createMemoryStore } from './api/store';
import { renderScenarioPanel } from './browser';
import { createHandlers } from './handlers';
import { server } from './node';
import {
  resolveScenario,
  scenarioBehaviour,
  scenarioDatabase,
  scenarioUrl,
  SCENARIOS,
  type ScenarioBehaviour,
} from './scenarios';
import { seedDatabase } from './seed';

describe('scenario selection', () => {
  it('prefers the query parameter, then sessionStorage, then normal', () => {
    expect(resolveScenario('?scenario=slow', 'error')).toBe('slow');
    expect(resolveScenario('?scenario=bogus', 'error')).toBe('error');
    expect(resolveScenario('', 'offline')).toBe('offline');
    expect(resolveScenario('?x=1', null)).toBe('normal');
    expect(resolveScenario('', 'nonsense')).toBe('normal');
  });

  it('maps each scenario to its behaviour and start data', () => {
    expect(scenarioBehaviour('normal')).toEqual({ delayMs: 0, failure: 'none' });
    expect(scenarioBehaviour('empty')).toEqual({ delayMs: 0, failure: 'none' });
    expect(scenarioBehaviour('slow')).toEqual({ delayMs: 2000, failure: 'none' });
    expect(scenarioBehaviour('error')).toEqual({ delayMs: 0, failure: 'server-error' });
    expect(scenarioBehaviour('offline')).toEqual({ delayMs: 0, failure: 'network-error' });
    const seed = seedDatabase();
    expect(scenarioDatabase('empty', seed).courses).toEqual([]);
    expect(scenarioDatabase('empty', seed).review).toEqual(seed.review);
    expect(scenarioDatabase('normal', seed)).toBe(seed);
  });

  it('builds the switch URL keeping the path, other params and hash', () => {
    expect(scenarioUrl('http://localhost:3000/dashboard?tab=1&scenario=slow#top', 'error')).toBe(
      'http://localhost:3000/dashboard?tab=1&scenario=error#top',
    );
  });
});

describe('scenario dev panel', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders a labelled select bottom-left and reports the choice', () => {
    const onChange = jest.fn();
    const panel = renderScenarioPanel('slow', onChange);
    expect(panel.style.left).toBe('8px');
    expect(panel.style.bottom).toBe('8px');
    const select = document.querySelector('select');
    expect(select).not.toBeNull();
    expect(select?.labels?.[0]?.textContent).toContain('Mock scenario');
    expect(select?.value).toBe('slow');
    expect(Array.from(select?.options ?? [], (option) => option.value)).toEqual([...SCENARIOS]);
    if (select) {
      select.value = 'offline';
      select.dispatchEvent(new Event('change'));
    }
    expect(onChange).toHaveBeenCalledWith('offline');
  });

  it('replaces an existing panel instead of adding a second one', () => {
    renderScenarioPanel('normal', jest.fn());
    renderScenarioPanel('error', jest.fn());
    expect(document.querySelectorAll('select')).toHaveLength(1);
  });
});

describe('scenario behaviour in the MSW handlers', () => {
  const apiUrl = 'http://scenario.test';
  let behaviour: ScenarioBehaviour;
  beforeEach(() => {
    behaviour = { delayMs: 0, failure: 'none' };
    server.use(
      ...createHandlers({
        store: createMemoryStore(seedDatabase()),
        apiUrl,
        paymentUrl: 'http://scenario-pay.test',
        emailOrigin: apiUrl,
        behaviour: () => behaviour,
      }),
    );
  });

  it('answers normally, with 500 for server-error and a network error for offline', async () => {
    expect((await fetch(`${apiUrl}/courses`)).status).toBe(200);
    behaviour = { delayMs: 0, failure: 'server-error' };
    const failed = await fetch(`${apiUrl}/courses`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'Internal server error' });
    behaviour = { delayMs: 0, failure: 'network-error' };
    await expect(fetch(`${apiUrl}/courses`)).rejects.toThrow();
  });

  it('delays every call in the slow scenario', async () => {
    behaviour = { delayMs: 150, failure: 'none' };
    const started = Date.now();
    expect((await fetch(`${apiUrl}/review`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
