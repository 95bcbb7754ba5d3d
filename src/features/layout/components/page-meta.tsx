import { useEffect } from 'react';

/** The description index.html starts with, restored when a page that set its own goes away. */
let defaultDescription: string | null = null;

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
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    defaultDescription ??= tag.content;
    tag.content = description;
    return () => {
      tag.content = defaultDescription ?? '';
    };
  }, [description]);

  return null;
}
