import { createContext, useContext, useEffect } from 'react';
import { getAppConfig } from '../app/appConfig';

/**
 * Receives the page's title while a page is prerendered at build time, where effects never run.
 * In the browser there is no receiver and the title is set by the effect.
 */
export const PageTitleReceiver = createContext<((title: string) => void) | null>(null);

/** Sets the document title to "<page> | <site>". */
export function usePageTitle(title: string): void {
  const fullTitle = `${title} | ${getAppConfig().siteName}`;
  useContext(PageTitleReceiver)?.(fullTitle);
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
