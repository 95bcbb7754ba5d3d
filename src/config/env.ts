/**
 * Firebase and shop settings from VITE_* variables. Every value has a local default,
 * so the emulator demo needs no .env file at all.
 *
 * Validated by hand rather than with zod: this module is in every page's first bundle,
 * and a schema library there costs ~7 KB gzip for a dozen string checks.
 */
type Check = (value: string) => string | null;

interface Setting {
  /** The value when none is given: a text, or one made from the settings read before it. */
  fallback?: string | ((earlier: Readonly<Record<string, string>>) => string);
  check?: Check;
}

const pattern =
  (regex: RegExp, message: string): Check =>
  (value) =>
    regex.test(value) ? null : message;
const port: Check = (value) =>
  /^\d{1,5}$/.test(value) && Number(value) < 65536 ? null : 'must be a port number';

const settings = {
  VITE_FIREBASE_API_KEY: { fallback: 'demo-api-key' },
  VITE_FIREBASE_AUTH_DOMAIN: { fallback: 'demo-ayurveda-shop.firebaseapp.com' },
  VITE_FIREBASE_PROJECT_ID: {
    fallback: 'demo-ayurveda-shop',
    check: pattern(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id'),
  },
  VITE_FIREBASE_STORAGE_BUCKET: { fallback: 'demo-ayurveda-shop.appspot.com' },
  VITE_FIREBASE_MESSAGING_SENDER_ID: {},
  VITE_FIREBASE_APP_ID: {},
  VITE_USE_EMULATORS: { check: pattern(/^(true|false)$/, 'must be true or false') },
  VITE_EMULATOR_HOST: { fallback: '127.0.0.1' },
  VITE_AUTH_EMULATOR_PORT: { fallback: '9099', check: port },
  VITE_FIRESTORE_EMULATOR_PORT: { fallback: '8080', check: port },
  VITE_STORAGE_EMULATOR_PORT: { fallback: '9199', check: port },
  /**
   * Where the shop is served (an origin, no path): the language alternates of its pages, the
   * sitemap and robots.txt name it. Unset, the project's own Firebase Hosting site.
   */
  VITE_SITE_URL: {
    fallback: (earlier) => `https://${earlier.VITE_FIREBASE_PROJECT_ID ?? ''}.web.app`,
    check: pattern(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://shop.example.com'),
  },
  VITE_SHOP_NAME: { fallback: 'Prakriti Ayurveda' },
  VITE_SHOP_WHATSAPP: {
    fallback: '919876543210',
    check: pattern(/^\d{8,15}$/, 'digits only, with country code'),
  },
  VITE_SHOP_PHONE_OFFICE: { fallback: '+91 141 400 2200' },
  VITE_SHOP_PHONE_SUPPORT: { fallback: '+91 98765 43210' },
  VITE_SHOP_EMAIL: {
    fallback: 'care@prakritiayurveda.com',
    check: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail'),
  },
  VITE_SHOP_ADDRESS: { fallback: '14 Dhanvantari Marg, C-Scheme, Jaipur, Rajasthan 302001, India' },
  /** The shop's GST number; set, invoices print as tax invoices with it (unset: not registered, no GST). */
  VITE_SHOP_GSTIN: {
    check: pattern(/^[0-9A-Z]{15}$/, 'must be a 15-character GSTIN'),
  },
} satisfies Record<string, Setting>;

type Key = keyof typeof settings;
type WithFallback = { [K in Key]: (typeof settings)[K] extends { fallback: unknown } ? K : never }[Key];

export type Env = { [K in WithFallback]: string } & { [K in Exclude<Key, WithFallback>]?: string };

/** Validates raw variables; throws one readable error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, setting] of Object.entries(settings) as [Key, Setting][]) {
    const given = raw[key];
    const fallback = typeof setting.fallback === 'function' ? setting.fallback(result) : setting.fallback;
    const value = typeof given === 'string' && given.trim() !== '' ? given.trim() : fallback;
    if (value === undefined) continue;
    const problem = setting.check?.(value);
    if (problem) problems.push(`${key}: ${problem}`);
    else result[key] = value;
  }
  if (problems.length)
    throw new Error(`Invalid shop configuration (see .env.example): ${problems.join('; ')}`);
  return result as Env;
}

export const env = parseEnv(import.meta.env);

/** Emulators are used for demo- projects (the local default) or when asked for explicitly. */
export function usesEmulators(settings: Env): boolean {
  if (settings.VITE_USE_EMULATORS) return settings.VITE_USE_EMULATORS === 'true';
  return settings.VITE_FIREBASE_PROJECT_ID.startsWith('demo-');
}
