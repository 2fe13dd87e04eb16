/**
 * What a page says to search engines and link previews, which is not on screen and has no role:
 * the content of a head tag, and the page's JSON-LD blocks (parsed).
 */
export const headMetaContent = (selector: string): string | null | undefined =>
  document.head.querySelector(selector)?.getAttribute('content');

export function structuredDataBlocks<T>(): T[] {
  return Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
    (block) => JSON.parse(block.textContent ?? '') as T,
  );
}
