import { localeOfPath } from '@/i18n/locale';

/**
 * index.html's placeholder for the Hindi pages' web font file: a preload that matches no media, so
 * nothing is fetched, whose href the build points at the file (the one devanagari-font.css's faces
 * name).
 */
export const HINDI_PAGE_FONT_LINK = 'link[data-hindi-page-font]';

/**
 * On <html> when the device has no Devanagari font, on every page: a Hindi page's stacks name
 * WEB_ONLY_FAMILY, and an English page's language switch names Hindi in Latin letters (index.css).
 */
export const NO_DEVICE_FONT_CLASS = 'devanagari-web-only';

/** On <html> while such a page waits for the web font: the page is not shown (devanagari-font.css). */
export const WAITING_CLASS = 'devanagari-web-waiting';

/** The face made here for a device without a Devanagari font (devanagari-font.css names it). */
export const WEB_ONLY_FAMILY = 'Noto Sans Devanagari Without Device Font';

/** The Devanagari faces' unicode-range (devanagari-font.css's, which a test holds to this one). */
export const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/** How long a page waits for the font before it shows anyway (font-display: block's limit). */
export const WAIT_LIMIT_MS = 3000;

/**
 * Whether the browser draws Devanagari with a font of the device's own: shaped, the conjunct "क्ष"
 * is one glyph, narrower than two "क"; without a Devanagari font each of its three code points is
 * an empty box as wide as the one of "क". Unknown (no canvas) counts as yes: nothing is fetched.
 * Self-contained, so that the browser tests can run it in a page as it is.
 */
export function hasDevanagariFont(doc: Document = document): boolean {
  const context = doc.createElement('canvas').getContext('2d');
  if (!context) return true;
  context.font = '16px sans-serif';
  return context.measureText('क्ष').width < 2 * context.measureText('क').width;
}

/**
 * A Hindi page draws its text in the device's own Devanagari font (every phone sold in India, Windows
 * and macOS have one), or else in the web font only if that is there when the text is first laid out
 * (font-display: optional, so that a late font never moves the page). On a device without any, the
 * stylesheet alone asks for the file only as it lays out Hindi text: too late on a first visit, and
 * the page stayed in empty boxes. So there a Hindi page starts loading the web font as its HTML
 * begins, as a face of its own (WEB_ONLY_FAMILY) that its stacks put first (NO_DEVICE_FONT_CLASS),
 * and is not shown until the font is ready (WAITING_CLASS): then it paints once, in the font, and
 * nothing moves. Should the font take longer than WAIT_LIMIT_MS, or fail, the page shows without it.
 * An English page on such a device downloads no font for its one Hindi word (the language switch's):
 * it is marked too, and the switch names Hindi in Latin letters from the first paint rather than in
 * empty boxes. A device with a font of its own downloads nothing and is not marked. Runs as
 * index.html's first inline script (scripts/vite-hindi-page-font.mjs); true when it started loading
 * the font.
 */
export function loadHindiPageFont(
  doc: Document = document,
  path: string = location.pathname,
  wait: (done: () => void, ms: number) => unknown = setTimeout,
): boolean {
  const placeholder = doc.querySelector<HTMLLinkElement>(HINDI_PAGE_FONT_LINK);
  if (!placeholder) throw new Error(`index.html has no ${HINDI_PAGE_FONT_LINK}`);
  if (hasDevanagariFont(doc)) return false;
  const root = doc.documentElement;
  root.classList.add(NO_DEVICE_FONT_CLASS);
  if (localeOfPath(path) !== 'hi') return false;
  const face = new FontFace(WEB_ONLY_FAMILY, `url("${placeholder.href}") format("woff2")`, {
    display: 'block',
    unicodeRange: DEVANAGARI_RANGE,
  });
  doc.fonts.add(face);
  root.classList.add(WAITING_CLASS);
  const show = () => {
    root.classList.remove(WAITING_CLASS);
  };
  face.load().then(show, (error: unknown) => {
    console.error('The Hindi pages’ font could not be loaded', error);
    show();
  });
  wait(show, WAIT_LIMIT_MS);
  return true;
}
