import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVANAGARI_RANGE,
  HINDI_PAGE_FONT_LINK,
  NO_DEVICE_FONT_CLASS,
  WAIT_LIMIT_MS,
  WAITING_CLASS,
  WEB_ONLY_FAMILY,
  hasDevanagariFont,
  loadHindiPageFont,
} from './hindi-page-font';

/** index.html as the source has it (its placeholder is the app's, not the test's), with a font set. */
function indexHtmlDocument() {
  const html = readFileSync(path.resolve('index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const added: FontFace[] = [];
  Object.defineProperty(doc, 'fonts', { value: { add: (face: FontFace) => added.push(face) } });
  const classes = () => [...doc.documentElement.classList].sort();
  return { doc, added, classes };
}

/**
 * A canvas that measures as Chromium does: with a Devanagari font, "क्ष" (three code points) is one
 * glyph narrower than "क" (11.47 and 12.29 px at 16 px); without one, three boxes of 5.84 px each.
 */
function measuring(deviceFont: boolean | 'no canvas') {
  const widths: Record<string, number> = deviceFont ? { क: 12.29, क्ष: 11.47 } : { क: 5.84, क्ष: 17.53 };
  const context = { font: '', measureText: (text: string) => ({ width: widths[text] }) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => (deviceFont === 'no canvas' ? null : context) as unknown as CanvasRenderingContext2D,
  );
}

/** The browser's FontFace, whose load the test settles. */
function fakeFontFaces() {
  type Settle = { resolve: () => void; reject: (error: unknown) => void };
  const made: { family: string; source: string; descriptors: FontFaceDescriptors; settle: Settle }[] = [];
  function FakeFontFace(family: string, source: string, descriptors: FontFaceDescriptors) {
    let settle: Settle | undefined;
    const loaded = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    if (!settle) throw new Error('the promise did not start');
    made.push({ family, source, descriptors, settle });
    return { load: () => loaded };
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  return made;
}

const FILE =
  '/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('hasDevanagariFont', () => {
  it('tells a shaped conjunct (a Devanagari font) from three empty boxes (none)', () => {
    measuring(true);
    expect(hasDevanagariFont(document)).toBe(true);
    measuring(false);
    expect(hasDevanagariFont(document)).toBe(false);
  });

  it('counts a browser without a canvas as having one, so nothing is fetched', () => {
    measuring('no canvas');
    expect(hasDevanagariFont(document)).toBe(true);
  });
});

describe('loadHindiPageFont', () => {
  it('on a Hindi page of a device without a Devanagari font, loads the font and shows the page once it is ready', async () => {
    measuring(false);
    for (const page of ['/hi', '/hi/', '/hi/shop/category/all', '/hi/auth']) {
      const faces = fakeFontFaces();
      const { doc, added, classes } = indexHtmlDocument();
      const wait = vi.fn();
      expect(loadHindiPageFont(doc, page, wait), page).toBe(true);
      // The placeholder's file, as a face of its own, drawn only once it is there.
      expect(faces.map(({ family, source, descriptors }) => ({ family, source, descriptors }))).toEqual([
        {
          family: WEB_ONLY_FAMILY,
          source: `url("${new URL(FILE, doc.baseURI).href}") format("woff2")`,
          descriptors: { display: 'block', unicodeRange: DEVANAGARI_RANGE },
        },
      ]);
      expect(added).toHaveLength(1);
      expect(classes()).toEqual([NO_DEVICE_FONT_CLASS, WAITING_CLASS].sort());
      expect(wait).toHaveBeenCalledWith(expect.any(Function), WAIT_LIMIT_MS);
      faces[0]?.settle.resolve();
      await vi.waitFor(() => {
        expect(classes()).toEqual([NO_DEVICE_FONT_CLASS]);
      });
    }
  });

  it('shows the page without the font when it fails, and says why', async () => {
    measuring(false);
    const faces = fakeFontFaces();
    const { doc, classes } = indexHtmlDocument();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadHindiPageFont(doc, '/hi', vi.fn());
    const cause = new Error('network');
    faces[0]?.settle.reject(cause);
    await vi.waitFor(() => {
      expect(classes()).toEqual([NO_DEVICE_FONT_CLASS]);
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('font'), cause);
  });

  it('shows the page after the wait limit when the font is slower', () => {
    measuring(false);
    fakeFontFaces();
    const { doc, classes } = indexHtmlDocument();
    let limit: (() => void) | undefined;
    loadHindiPageFont(doc, '/hi', (done) => {
      limit = done;
    });
    expect(classes()).toContain(WAITING_CLASS);
    limit?.();
    expect(classes()).toEqual([NO_DEVICE_FONT_CLASS]);
  });

  it('loads nothing where the device has a Devanagari font, or on an English page', () => {
    measuring(true);
    const faces = fakeFontFaces();
    for (const page of ['/hi/', '/']) {
      const withFont = indexHtmlDocument();
      expect(loadHindiPageFont(withFont.doc, page, vi.fn()), page).toBe(false);
      expect(withFont.classes(), page).toEqual([]);
    }

    // An English page on a device without one is marked (its switch names Hindi in Latin letters),
    // but neither loads the font nor waits.
    measuring(false);
    for (const page of ['/', '/shop/category/all', '/hindi', '/history']) {
      const english = indexHtmlDocument();
      expect(loadHindiPageFont(english.doc, page, vi.fn()), page).toBe(false);
      expect(english.classes(), page).toEqual([NO_DEVICE_FONT_CLASS]);
    }
    expect(faces).toEqual([]);
  });

  it('says so when the page has no placeholder to read the file from', () => {
    measuring(false);
    const doc = new DOMParser().parseFromString('<!doctype html><title>x</title>', 'text/html');
    expect(() => loadHindiPageFont(doc, '/hi/', vi.fn())).toThrow(
      `index.html has no ${HINDI_PAGE_FONT_LINK}`,
    );
  });
});
