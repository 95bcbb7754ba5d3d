import { createContext, useContext, useEffect, useLayoutEffect } from 'react';

/** A page's title and description, as a build-time render collects them for the page's HTML. */
export interface PageMetaValues {
  title: string;
  description?: string;
}

/**
 * Given by the build's pre-render (which has no document to update): every PageMeta it renders
 * reports its values here, and the last one (the innermost page) is written into the HTML file.
 */
export const PageMetaCollector = createContext<((meta: PageMetaValues) => void) | null>(null);

/**
 * The description of a page that sets none: index.html's, or the site's in the page's language
 * (SiteDescription), restored when a page that set its own goes away.
 */
let defaultDescription: string | null = null;
/** How many mounted pages set a description of their own. */
let pageDescriptions = 0;

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document title and meta description of a page. It updates index.html's own tags
 * rather than adding second ones, so there is always exactly one title and one description.
 */
export function PageMeta({ title, description }: PageMetaValues) {
  useContext(PageMetaCollector)?.({ title, description });
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    defaultDescription ??= tag.content;
    tag.content = description;
    pageDescriptions += 1;
    return () => {
      pageDescriptions -= 1;
      tag.content = defaultDescription ?? '';
    };
  }, [description]);

  return null;
}

/**
 * The site's description in the page's language, for the pages that give none (the cart, the
 * account…): the app shell's HTML, which every such page shares, has index.html's English words.
 * A layout effect, so that it is in place before the page's own (passive) PageMeta effect.
 */
export function SiteDescription({ description }: { description: string }) {
  useLayoutEffect(() => {
    defaultDescription = description;
    if (pageDescriptions === 0) descriptionTag().content = description;
  }, [description]);
  return null;
}
