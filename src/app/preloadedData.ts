import type { PreloadedEntries } from '@/features/courses/page/coursePageData';

/** The element of a page written at build time that holds the API answers it was rendered with. */
export const PRELOADED_DATA_ID = 'app-data';

/** The entries as a JSON data block (`<` escaped: no text inside can close the element). */
export const preloadedDataHtml = (entries: PreloadedEntries): string =>
  `<script type="application/json" id="${PRELOADED_DATA_ID}">${JSON.stringify(entries).replace(/</g, '\\u003c')}</script>`;

/** The API answers the served page was rendered with; none on other pages. */
export function readPreloadedData(): PreloadedEntries {
  const text = document.getElementById(PRELOADED_DATA_ID)?.textContent;
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  // Written by this build's prerender step (src/prerender.tsx) from the same types.
  return Array.isArray(parsed) ? (parsed as PreloadedEntries) : [];
}
