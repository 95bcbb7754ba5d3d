import type { Locale } from '@/i18n';

/** A product's text in one language, and the language it really is in (a fallback is English). */
export interface ProductText {
  text: string;
  lang: Locale;
}

/** A product's own texts: English `title`/`description`, Devanagari `subTitle`/`hDetails`. */
interface ProductTexts {
  title: string;
  subTitle?: string;
  description?: string;
  hDetails?: string;
}

function pick(english: string, hindi: string | undefined, locale: Locale): ProductText {
  const text = hindi?.trim();
  return locale === 'hi' && text ? { text, lang: 'hi' } : { text: english, lang: 'en' };
}

/** The product's title in `locale`: its Devanagari `subTitle` in Hindi, else its `title`. */
export function productTitle(product: Pick<ProductTexts, 'title' | 'subTitle'>, locale: Locale): ProductText {
  return pick(product.title, product.subTitle, locale);
}

/** The product's description in `locale`: its `hDetails` in Hindi, else its `description`. */
export function productDetails(
  product: Required<Pick<ProductTexts, 'description'>> & Pick<ProductTexts, 'hDetails'>,
  locale: Locale,
): ProductText {
  return pick(product.description, product.hDetails, locale);
}

/** The `lang` a text needs inside a page of `locale`: none when it is the page's own language. */
export function langWithin(text: ProductText, locale: Locale): Locale | undefined {
  return text.lang === locale ? undefined : text.lang;
}
