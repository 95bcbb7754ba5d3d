/** A catalogue read that failed; `cause` keeps the SDK's error for developers. */
export class CatalogError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CatalogError';
  }
}
