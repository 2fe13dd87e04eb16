/**
 * QA scenarios for the in-browser mock (npm run start:msw), as pure functions so jest can test them.
 * Pick one with `?scenario=normal|empty|slow|error|offline`; it is remembered in sessionStorage.
 */
import type { Database } from './api/database';

export const SCENARIOS = ['normal', 'empty', 'slow', 'error', 'offline'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const DEFAULT_SCENARIO: Scenario = 'normal';
export const SCENARIO_QUERY_PARAM = 'scenario';
export const SCENARIO_STORAGE_KEY = 'mock-api-scenario';
export const SLOW_NETWORK_DELAY_MS = 2000;

export const SCENARIO_LABELS: Readonly<Record<Scenario, string>> = {
  normal: 'Normal',
  empty: 'Empty catalogue',
  slow: 'Slow network (2 s)',
  error: 'Server error (500)',
  offline: 'Offline',
};

/** How the mock answers under a scenario. */
export interface ScenarioBehaviour {
  delayMs: number;
  failure: 'none' | 'server-error' | 'network-error';
}

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** The scenario from the URL's query string, else the stored one, else 'normal'. */
export function resolveScenario(search: string, stored: string | null): Scenario {
  const fromUrl = new URLSearchParams(search).get(SCENARIO_QUERY_PARAM);
  if (isScenario(fromUrl)) return fromUrl;
  if (isScenario(stored)) return stored;
  return DEFAULT_SCENARIO;
}

export function scenarioBehaviour(scenario: Scenario): ScenarioBehaviour {
  switch (scenario) {
    case 'slow':
      return { delayMs: SLOW_NETWORK_DELAY_MS, failure: 'none' };
    case 'error':
      return { delayMs: 0, failure: 'server-error' };
    case 'offline':
      return { delayMs: 0, failure: 'network-error' };
    default:
      return { delayMs: 0, failure: 'none' };
  }
}

/** The database a scenario starts from: the seed, with no courses for 'empty'. */
export function scenarioDatabase(scenario: Scenario, seed: Database): Database {
  return scenario === 'empty' ? { ...seed, courses: [] } : seed;
}

/** The URL to load to switch scenario (keeps path, other params and hash). */
export function scenarioUrl(href: string, scenario: Scenario): string {
  const url = new URL(href);
  url.searchParams.set(SCENARIO_QUERY_PARAM, scenario);
  return url.toString();
}
