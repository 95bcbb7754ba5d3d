/**
 * Fills an ICU MessageFormat text's `{name}` and `{n, plural, =0 {…} one {…} other {…}}`
 * values (the forms the shop's texts use), in English. Stands in for the i18n runtime's t(),
 * which formats the same texts, until that runtime is in the app.
 */
export function formatMessage(text: string, values: Record<string, string | number> = {}): string {
  const plural = /\{(\w+), plural, ((?:[=\w]+ \{[^{}]*\}\s*)+)\}/g;
  const filled = text.replace(plural, (_match, name: string, cases: string) => {
    const count = Number(values[name]);
    const forms = new Map([...cases.matchAll(/([=\w]+) \{([^{}]*)\}/g)].map((m) => [m[1], m[2] ?? '']));
    const rule = new Intl.PluralRules('en-IN').select(count);
    const form = forms.get(`=${String(count)}`) ?? forms.get(rule) ?? forms.get('other') ?? '';
    return form.replace(/#/g, String(count));
  });
  return filled.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
