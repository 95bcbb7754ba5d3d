/**
 * Fills the `{name}` placeholders of a message with values. A stand-in for the i18n runtime's
 * t(text, values) until it lands: the messages are already written as ICU texts.
 */
export function formatMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
