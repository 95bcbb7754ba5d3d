import { ENGLISH_LANGUAGE_NAME } from '@/config/languages';
import type { Locale } from '@/i18n/locale';

/** The shop's languages as the (English) admin area names them. */
export const LANGUAGE_LABELS = ENGLISH_LANGUAGE_NAME;

/** What the order page says of an order placed before orders recorded their language. */
export const LANGUAGE_UNKNOWN = 'Not recorded';

/** The language an order was placed in, in words; null when the order does not say. */
export function languageLabel(language: Locale | null | undefined): string | null {
  return language ? LANGUAGE_LABELS[language] : null;
}
