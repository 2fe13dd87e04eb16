import { useEffect } from 'react';
import { getAppConfig } from '../app/appConfig';

/** Sets the document title to "<page> | <site>". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${getAppConfig().siteName}`;
  }, [title]);
}
