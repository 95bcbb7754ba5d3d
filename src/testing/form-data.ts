/** A submitted form with these fields (null or undefined leaves a field out). */
export function formData(values: Record<string, string | null | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') data.set(name, value);
  }
  return data;
}
