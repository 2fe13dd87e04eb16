/**
 * The catalogue's query on the server (mocks/api/courseSearch.ts): q on the name with close
 * matches when nothing contains it, the category, the sort, the page, X-Total-Count and
 * X-Search-Match, and the category counts of GET /courses/facets. Each case adds courses with a
 * made-up word in their names, so it finds only its own, and removes them after.
 */
import { courseSearchCases } from './courseSearchCases';
import { enrollSearchCases, enrolledInCases } from './enrollSearchCases';
import type { ContractCase } from './expectations';

export function catalogueCases(): ContractCase[] {
  // One resource's cases per file, run in this order (the order of the cases before the split).
  return [...enrollSearchCases(), ...courseSearchCases(), ...enrolledInCases()];
}
