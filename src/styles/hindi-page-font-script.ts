import { loadHindiPageFont } from './hindi-page-font';

// index.html's first inline script (scripts/vite-hindi-page-font.mjs): see loadHindiPageFont.
loadHindiPageFont();
