import { useLocale, type Locale } from '@/i18n';
import { infoEnglish } from './content/en';
import { infoHindi } from './content/hi';

/** A text with one link inside: `before`, the link's words, `after`. */
export interface TextWithLink {
  before: string;
  link: string;
  after: string;
}

/** A page's title and description for search engines (PageMeta). */
export interface InfoMeta {
  title: string;
  description: string;
}

/**
 * The prose of the info pages (about, contact, terms), one module per language. Long texts are
 * written as whole pages rather than as catalogue entries: the Hindi catalogue loads on every
 * Hindi page, this prose only with the info pages' own chunks, and a translator writes a page
 * as a page. TypeScript holds both languages to this shape, so a missing Hindi text fails the build.
 */
export interface InfoContent {
  about: {
    meta: InfoMeta;
    title: string;
    intro: string;
    story: { title: string; text: string };
    cards: readonly { id: string; title: string; text: string }[];
    note: { title: string; texts: readonly string[]; browse: string; or: string; ask: string; end: string };
  };
  contact: {
    meta: InfoMeta;
    title: string;
    intro: string;
    whatsapp: { title: string; text: string; button: string; newTab: string; prefill: string };
    phone: { title: string; office: string; support: string };
    email: { title: string; note: string };
    visit: { title: string; hours: string };
  };
  terms: {
    meta: InfoMeta;
    title: string;
    intro: string;
    sections: readonly { id: string; title: string; text: readonly string[] }[];
    questions: TextWithLink;
  };
}

const CONTENT: Record<Locale, InfoContent> = { en: infoEnglish, hi: infoHindi };

/** The info pages' prose in the page's language. */
export function useInfoContent(): InfoContent {
  return CONTENT[useLocale()];
}
