import type {
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { getAppConfig } from '../config/appConfig';

/**
 * schema.org structured data for search engines, as a JSON-LD block (a data block: browsers do
 * not run it, so the Content-Security-Policy does not apply). `<` is escaped so that no text in
 * the data can close the element.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The site as an organisation: its name, address and logo. */
export function organizationJsonLd(): WithContext<Organization> {
  const { siteName, publicUrl } = getAppConfig();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.png`,
  };
}

/** The site, with a search box: the catalogue's search URL (/home?q=...). */
export function webSiteJsonLd(): WithContext<WebSite> {
  const { siteName, publicUrl } = getAppConfig();
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${publicUrl}/home?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: `${publicUrl}/`,
    potentialAction: search,
  };
}
