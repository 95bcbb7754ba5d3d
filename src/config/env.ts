import * as z from 'zod/mini';

/**
 * Firebase and shop settings from VITE_* variables. Every value has a local default,
 * so the emulator demo needs no .env file at all.
 */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z._default(z.string().check(z.minLength(1)), 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z._default(z.string(), 'demo-ayurveda-shop.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z._default(
    z.string().check(z.regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')),
    'demo-ayurveda-shop',
  ),
  VITE_FIREBASE_STORAGE_BUCKET: z._default(z.string(), 'demo-ayurveda-shop.appspot.com'),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.optional(z.string()),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  VITE_USE_EMULATORS: z.optional(z.enum(['true', 'false'])),
  VITE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1'),
  VITE_AUTH_EMULATOR_PORT: z._default(z.coerce.number(), 9099),
  VITE_FIRESTORE_EMULATOR_PORT: z._default(z.coerce.number(), 8080),
  VITE_STORAGE_EMULATOR_PORT: z._default(z.coerce.number(), 9199),
  VITE_SHOP_NAME: z._default(z.string(), 'Prakriti Ayurveda'),
  VITE_SHOP_WHATSAPP: z._default(
    z.string().check(z.regex(/^\d{8,15}$/, 'digits only, with country code')),
    '919876543210',
  ),
  VITE_SHOP_PHONE_OFFICE: z._default(z.string(), '+91 141 400 2200'),
  VITE_SHOP_PHONE_SUPPORT: z._default(z.string(), '+91 98765 43210'),
  VITE_SHOP_EMAIL: z._default(z.string().check(z.email()), 'care@prakritiayurveda.com'),
  VITE_SHOP_ADDRESS: z._default(z.string(), '14 Dhanvantari Marg, C-Scheme, Jaipur, Rajasthan 302001, India'),
});

export type Env = z.infer<typeof envSchema>;

/** Validates raw variables; throws one readable error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined)),
  );
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid shop configuration (see .env.example): ${problems.join('; ')}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);

/** Emulators are used for demo- projects (the local default) or when asked for explicitly. */
export function usesEmulators(settings: Env): boolean {
  if (settings.VITE_USE_EMULATORS) return settings.VITE_USE_EMULATORS === 'true';
  return settings.VITE_FIREBASE_PROJECT_ID.startsWith('demo-');
}
