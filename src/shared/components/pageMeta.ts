import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { getAppConfig } from '../config/appConfig';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The page's own title; the document's is "<title> | <site>". */
  title: string;
  /** Default: the site's description. */
  description?: string;
  /** Site-relative path of the canonical URL; default: the page's own path (no query). */
  path?: string;
  /** Site-relative or absolute image for link previews; default: the site's card image. */
  image?: string;
  /** Open Graph type; default 'website'. */
  type?: 'website' | 'article';
  /** Keep the page out of search results (e.g. "Course not found"). */
  noindex?: boolean;
}

/** The head tags of a page, every URL absolute. */
export interface ResolvedPageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  type: 'website' | 'article';
  siteName: string;
  noindex: boolean;
}

export const SITE_DESCRIPTION =
  'Learn Academy: practical online courses in data science, AI, web development, marketing and freelancing, taught by working professionals.';
const SITE_IMAGE = '/images/og-image.webp';

const absolute = (base: string, url: string): string => new URL(url, `${base}/`).href;

export function resolvePageMeta(meta: PageMeta, currentPath: string): ResolvedPageMeta {
  const { siteName, publicUrl } = getAppConfig();
  return {
    title: `${meta.title} | ${siteName}`,
    description: meta.description?.trim() || SITE_DESCRIPTION,
    canonicalUrl: absolute(publicUrl, meta.path ?? currentPath),
    imageUrl: absolute(publicUrl, meta.image || SITE_IMAGE),
    type: meta.type ?? 'website',
    siteName,
    noindex: Boolean(meta.noindex),
  };
}

type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/** The managed head tags, in order (the <title> aside). */
function headTagList(meta: ResolvedPageMeta): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'name',
    name,
    content,
  });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'property',
    name,
    content,
  });
  return [
    named('description', meta.description),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    { tag: 'link', rel: 'canonical', href: meta.canonicalUrl },
    property('og:type', meta.type),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
    property('og:image', meta.imageUrl),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.imageUrl),
  ];
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags as HTML, for pages written at build time. */
export function headTagsHtml(meta: ResolvedPageMeta): string {
  return [
    `<title>${escapeAttribute(meta.title)}</title>`,
    ...headTagList(meta).map((tag) =>
      tag.tag === 'link'
        ? `<link rel="${tag.rel}" href="${escapeAttribute(tag.href)}">`
        : `<meta ${tag.key}="${tag.name}" content="${escapeAttribute(tag.content)}">`,
    ),
  ].join('');
}

/**
 * Matches every tag headTagsHtml writes (and the app shell's defaults, quoted or minified), so
 * that a page written at build time can replace them.
 */
export const MANAGED_HEAD_TAG =
  /<title>[^<]*<\/title>|<meta\s+(?:name="?(?:description|robots|twitter:[a-z:]+)"?|property="?og:[a-z_:]+"?)(?=[\s/>])[^>]*>|<link\s+rel="?canonical"?(?=[\s/>])[^>]*>/g;

/** Brings the document's head in line with `meta` (in the browser, after each navigation). */
function applyPageMeta(meta: ResolvedPageMeta): void {
  document.title = meta.title;
  const head = document.head;
  const wanted = headTagList(meta);
  const selectorOf = (tag: HeadTag) =>
    tag.tag === 'link' ? `link[rel="${tag.rel}"]` : `meta[${tag.key}="${tag.name}"]`;
  for (const tag of wanted) {
    let element = head.querySelector(selectorOf(tag));
    if (!element) {
      element = document.createElement(tag.tag);
      if (tag.tag === 'link') element.setAttribute('rel', tag.rel);
      else element.setAttribute(tag.key, tag.name);
      head.append(element);
    }
    if (tag.tag === 'link') element.setAttribute('href', tag.href);
    else element.setAttribute('content', tag.content);
  }
  if (!meta.noindex) head.querySelector('meta[name="robots"]')?.remove();
}

/**
 * Receives the page's head tags while a page is written at build time, where effects never run.
 * In the browser there is no receiver and an effect updates the document's head.
 */
export const PageMetaReceiver = createContext<((meta: ResolvedPageMeta) => void) | null>(null);

/** Sets the document's title, description, canonical URL and link-preview tags for this page. */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  const resolved = resolvePageMeta(meta, pathname);
  useContext(PageMetaReceiver)?.(resolved);
  const key = JSON.stringify(resolved);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as ResolvedPageMeta);
  }, [key]);
}

/** A page that says only its title (the rest: the site's defaults). */
export function usePageTitle(title: string): void {
  usePageMeta({ title });
}
