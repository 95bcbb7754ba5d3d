export {
  activateLocale,
  activeLocale,
  i18n,
  loadMessageParts,
  takeMissedMessages,
  translate,
  translateKnown,
} from './i18n';
export { isMessagePart, MESSAGE_PARTS, withNeededParts, type MessagePart } from './parts';
export {
  catalogModules,
  DEFAULT_LOCALE,
  INTL_LOCALE,
  LANGUAGE_NAME,
  LOCALE_PREFIX,
  LOCALES,
  isLocale,
  localeOfPath,
  localizePath,
  stripLocale,
  type Locale,
} from './locale';
export { useIntlLocale, useLocale, useT, type Translate } from './use-t';
