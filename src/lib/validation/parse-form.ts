import type * as z from 'zod/mini';

export type FieldErrors<K extends PropertyKey> = Partial<Record<K, string>>;

export type FormResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors<keyof T> };

/**
 * Checks a submitted form against a zod object of its fields. Every field is read as text (a
 * missing one as ''), and every failing field gets the message of its first issue, so the form
 * can show them all at once.
 */
export function parseForm<S extends z.ZodMiniObject>(schema: S, form: FormData): FormResult<z.infer<S>> {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(schema.def.shape)) {
    const value = form.get(name);
    raw[name] = typeof value === 'string' ? value : '';
  }
  return checkValues(schema, raw);
}

/**
 * Checks values read from a form (a form with a list field reads them itself) against a zod
 * object; every failing field gets the message of its first issue.
 */
export function checkValues<S extends z.ZodMiniObject>(schema: S, raw: unknown): FormResult<z.infer<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors<keyof z.infer<S>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof z.infer<S>;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
