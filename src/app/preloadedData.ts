import {
  preloadEntries,
  type PreloadedEntries as CoursePageEntries,
} from '@/features/courses/page/coursePageData';
import {
  preloadPurchasePage,
  type PurchasePageEntries,
} from '@/features/enrollment/purchasePageData';
import type { AppStore } from './store';

/** The API answers a page written at build time was rendered with, by the feature that asks. */
export type PreloadedData =
  | { feature: 'courses'; entries: CoursePageEntries }
  | { feature: 'enrollment'; entries: PurchasePageEntries };

/** The element of a page written at build time that holds the API answers it was rendered with. */
export const PRELOADED_DATA_ID = 'app-data';

/** The answers as a JSON data block (`<` escaped: no text inside can close the element). */
export const preloadedDataHtml = (data: PreloadedData): string =>
  `<script type="application/json" id="${PRELOADED_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Puts the answers into the store's cache, where the page's queries find them. */
export function preloadData(store: AppStore, data: PreloadedData): void {
  if (data.feature === 'courses') store.dispatch(preloadEntries(data.entries));
  else store.dispatch(preloadPurchasePage(data.entries));
}

/** The API answers the served page was rendered with; none on other pages. */
export function readPreloadedData(): PreloadedData | null {
  const text = document.getElementById(PRELOADED_DATA_ID)?.textContent;
  if (!text) return null;
  // Written by this build's prerender step (src/prerender.tsx) from the same types.
  return JSON.parse(text) as PreloadedData;
}
