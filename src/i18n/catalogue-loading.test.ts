import { afterEach, describe, expect, it, vi } from 'vitest';

import { withNeededParts } from './parts';

// Each test imports a fresh copy of the message instance, to see what a page starting in one
// language loads.
const englishLoaded = vi.fn();
vi.mock('../locales/en/messages.po', async (importOriginal) => {
  englishLoaded();
  return importOriginal();
});
// The field rules' file counts each time the instance reads its messages.
const fieldsLoaded = vi.fn();
vi.mock('../locales/hi/fields.part.po', async (importOriginal) => {
  const { messages } = await importOriginal<{ messages: string }>();
  return {
    get messages() {
      fieldsLoaded();
      return messages;
    },
  };
});

const cartLink = 'Cart, {count, plural, one {# item} other {# items}}';
const passwordRule = 'Please enter a valid password (min 8 characters)';

async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  englishLoaded.mockClear();
  fieldsLoaded.mockClear();
});

describe('English’s catalogue', () => {
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

describe('the field rules of a Hindi page', () => {
  it.each(['forms', 'account'] as const)(
    'come with the %s part’s own file, which holds them: one file for the page',
    async (part) => {
      expect(withNeededParts([part])).toEqual([part]);
      const { activateLocale, takeMissedMessages, translate } = await freshI18n();
      await activateLocale('hi', [part]);
      expect(translate(passwordRule)).not.toBe(passwordRule);
      expect(takeMissedMessages()).toEqual([]);
      expect(fieldsLoaded).not.toHaveBeenCalled();
    },
  );

  it('come in a file of their own for the order form', async () => {
    const { activateLocale, takeMissedMessages, translate } = await freshI18n();
    await activateLocale('hi', ['checkout']);
    expect(fieldsLoaded).toHaveBeenCalledOnce();
    expect(translate(passwordRule)).not.toBe(passwordRule);
    expect(takeMissedMessages()).toEqual([]);
  });
});
