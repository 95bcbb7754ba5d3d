import { describe, expect, it } from 'vitest';
import { parseEnv, usesEmulators } from './env';

describe('parseEnv', () => {
  it('needs no variables at all for the local demo', () => {
    const env = parseEnv({});
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe('demo-ayurveda-shop');
    expect(usesEmulators(env)).toBe(true);
  });

  it('uses the real project without emulators when a production id is set', () => {
    const env = parseEnv({
      VITE_FIREBASE_PROJECT_ID: 'ayurveda-shop-prod',
      VITE_FIREBASE_API_KEY: 'AIza123',
    });
    expect(usesEmulators(env)).toBe(false);
  });

  it('connects to emulators when VITE_USE_EMULATORS=true, whatever the project', () => {
    expect(
      usesEmulators(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'ayurveda-shop-prod', VITE_USE_EMULATORS: 'true' })),
    ).toBe(true);
  });

  it('serves the shop on its project’s Firebase Hosting site unless VITE_SITE_URL names another', () => {
    expect(parseEnv({}).VITE_SITE_URL).toBe('https://demo-ayurveda-shop.web.app');
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'ayurveda-shop-prod' }).VITE_SITE_URL).toBe(
      'https://ayurveda-shop-prod.web.app',
    );
    expect(
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'ayurveda-shop-prod', VITE_SITE_URL: 'https://shop.example.in' })
        .VITE_SITE_URL,
    ).toBe('https://shop.example.in');
    expect(() => parseEnv({ VITE_SITE_URL: 'https://shop.example.in/hi' })).toThrow(/VITE_SITE_URL/);
  });

  it('trims values and falls back to the default for empty ones', () => {
    const env = parseEnv({ VITE_SHOP_WHATSAPP: ' 919000000001 ', VITE_SHOP_NAME: '' });
    expect(env.VITE_SHOP_WHATSAPP).toBe('919000000001');
    expect(env.VITE_SHOP_NAME).toBe('Prakriti Ayurveda');
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseEnv({ VITE_FIRESTORE_EMULATOR_PORT: 'eighty' })).toThrow(
      'VITE_FIRESTORE_EMULATOR_PORT: must be a port number',
    );
  });

  it('names every bad variable in one error', () => {
    expect(() => parseEnv({ VITE_FIREBASE_PROJECT_ID: 'Bad Id!', VITE_SHOP_WHATSAPP: '+91 98' })).toThrow(
      /VITE_FIREBASE_PROJECT_ID.*VITE_SHOP_WHATSAPP/,
    );
  });
});
