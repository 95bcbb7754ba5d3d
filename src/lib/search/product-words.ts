import { SYNONYM_GROUPS } from './synonyms';
import { looseForms } from './transliterate';
import { splitWords, stem } from './normalise';

/** Where a word of a product stands: its titles (English or Devanagari) or its other texts. */
export type WordField = 'title' | 'other';

/** One word of a product in its loose forms (all its readings, singular, and its synonyms). */
export interface ProductWord {
  forms: string[];
  field: WordField;
}

/** What the search reads of a product: its titles, and (for the keys only) its description. */
export interface SearchableProduct {
  title: string;
  subTitle: string;
  description?: string;
}

const GROUP_OF = new Map<string, number>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const word of group) for (const form of looseForms(word)) GROUP_OF.set(stem(form), index);
});

/** The loose forms of a group's words. */
const groupForms = SYNONYM_GROUPS.map((group) => [...new Set(group.flatMap(looseForms).map(stem))]);

/** A typed or stored word's forms: its readings, each also as singular, and its synonyms. */
export function wordForms(word: string): string[] {
  const forms = looseForms(word);
  const stems = forms.map(stem);
  const synonyms = stems.flatMap((form) => {
    const group = GROUP_OF.get(form);
    return group === undefined ? [] : (groupForms[group] ?? []);
  });
  return [...new Set([...forms, ...stems, ...synonyms])];
}

/** Words that describe nearly every product, left out of the description's keys. */
const STOP_WORDS = new Set(
  [
    'and',
    'the',
    'with',
    'for',
    'from',
    'into',
    'once',
    'twice',
    'daily',
    'take',
    'use',
    'made',
    'each',
    'after',
    'before',
    'water',
    'well',
    'day',
    'than',
    'this',
    'that',
    'are',
    'its',
    'all',
    'any',
    'has',
    'not',
    'one',
    'two',
  ].map((word) => stem(looseForms(word)[0] ?? '')),
);

function wordsOf(text: string | undefined, field: WordField): ProductWord[] {
  return splitWords(text ?? '').flatMap((word) => {
    const forms = wordForms(word);
    return forms.length > 0 ? [{ forms, field }] : [];
  });
}

/** A product's words: its titles' first, then its description's. */
export function productWords(product: SearchableProduct): ProductWord[] {
  const titles = [...wordsOf(product.title, 'title'), ...wordsOf(product.subTitle, 'title')];
  const others = wordsOf(product.description, 'other').filter(
    (word) => (word.forms[0]?.length ?? 0) >= 3 && !STOP_WORDS.has(stem(word.forms[0] ?? '')),
  );
  return [...titles, ...others];
}
