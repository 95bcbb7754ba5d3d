import { activateLocale } from '@/i18n';

// English's catalogue (its texts with ICU values) is loaded before anything renders or formats a
// message, as src/app/main.tsx loads it before the first render.
await activateLocale('en');
