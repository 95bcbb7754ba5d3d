import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test imports a fresh copy of the message instance, to see what a page starting in one
// language loads.
const englishLoaded = vi.fn();
vi.mock('../locales/en/messages.po', async (importOriginal) => {
  englishLoaded();
  return importOriginal();
});

const cartLink = 'Cart, {count, plural, one {# item} other {# items}}';

async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('English’s catalogue', () => {
  afterEach(() => {
    englishLoaded.mockClear();
  });

  it('is never loaded by a Hindi page', async () => {
    const { activateLocale, translate } = await freshI18n();
    await activateLocale('hi');
    expect(translate(cartLink, { count: 2 })).toBe('कार्ट, 2 सामान');
    expect(englishLoaded).not.toHaveBeenCalled();
  });

  it('formats English’s texts with values once loaded, and reports one shown before', async () => {
    const { activateLocale, takeMissedMessages, translate } = await freshI18n();
    expect(translate(cartLink, { count: 2 })).toBe(cartLink);
    expect(takeMissedMessages()).toHaveLength(1);
    await activateLocale('en');
    expect(englishLoaded).toHaveBeenCalledOnce();
    expect(translate(cartLink, { count: 2 })).toBe('Cart, 2 items');
    expect(takeMissedMessages()).toEqual([]);
  });
});
