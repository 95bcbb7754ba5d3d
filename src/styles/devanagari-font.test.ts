import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVANAGARI_FONT_CLASS, enableDevanagariFontAfterLargestPicture } from './devanagari-font';
import { DEVANAGARI_RANGE, NO_DEVICE_FONT_CLASS, WAITING_CLASS, WEB_ONLY_FAMILY } from './hindi-page-font';

/** Stands in for the browser's observer of largest contentful paints. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: FakeObserver | undefined;
  observed: unknown[] = [];
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.current = this;
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.observed = [];
  }
  /** A largest paint of each element, as the browser reports them. */
  paint(...elements: Element[]) {
    this.callback({ getEntries: () => elements.map((element) => ({ element })) });
  }
}

const FRAME_MS = 16;

describe('enableDevanagariFontAfterLargestPicture', () => {
  let root: HTMLElement;
  const fontOn = () => root.classList.contains(DEVANAGARI_FONT_CLASS);
  const observer = () => {
    if (!FakeObserver.current) throw new Error('no observer was made');
    return FakeObserver.current;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    FakeObserver.current = undefined;
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    root = document.createElement('div');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('switches the font on in the frame after the largest paint is a picture', () => {
    enableDevanagariFontAfterLargestPicture(root);
    expect(observer().observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    observer().paint(document.createElement('img'));
    expect(fontOn()).toBe(false);
    vi.advanceTimersByTime(FRAME_MS);
    expect(fontOn()).toBe(true);
    expect(observer().observed).toEqual([]);
  });

  it('leaves Hindi text in the visitor’s fonts while the largest paint is text, until the first click', () => {
    enableDevanagariFontAfterLargestPicture(root);
    observer().paint(document.createElement('h1'), document.createElement('p'));
    vi.advanceTimersByTime(1000);
    expect(fontOn()).toBe(false);
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(FRAME_MS);
    expect(fontOn()).toBe(true);
  });

  it('does not switch the font between a press and its release: the words would move under the pointer', () => {
    enableDevanagariFontAfterLargestPicture(root);
    observer().paint(document.createElement('h1'));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('mousedown'));
    vi.advanceTimersByTime(500);
    expect(fontOn()).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(FRAME_MS);
    expect(fontOn()).toBe(true);
  });

  it('switches the font on 2 s after load on a page whose largest paint stays text', () => {
    enableDevanagariFontAfterLargestPicture(root);
    observer().paint(document.createElement('h1'));
    vi.advanceTimersByTime(2000 - 1);
    expect(fontOn()).toBe(false);
    vi.advanceTimersByTime(1 + FRAME_MS);
    expect(fontOn()).toBe(true);
  });

  it('switches the font on at once where the browser reports no largest paints', () => {
    FakeObserver.supportedEntryTypes = [];
    enableDevanagariFontAfterLargestPicture(root);
    expect(fontOn()).toBe(true);
    expect(FakeObserver.current).toBeUndefined();
  });
});

describe('the Devanagari font faces, on Hindi pages and in English ones', () => {
  const css = readFileSync(path.resolve('src/styles/devanagari-font.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  /** Each rule's selector and its declarations. */
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    body,
  }));
  const declaration = (body: string, property: string) =>
    new RegExp(`${property}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim() ?? '';
  const family = (value: string) => value.split(',')[0]?.trim().replace(/^'|'$/g, '') ?? '';
  const hindiPage = rules.find((rule) => rule.selector === "html[lang='hi']");

  const stack = (property: string) =>
    declaration(hindiPage?.body ?? '', property)
      .split(',')
      .map((name) => name.trim().replace(/^'|'$/g, ''));
  const facesOf = (name: string) =>
    rules.filter(
      (rule) => rule.selector === '@font-face' && family(declaration(rule.body, 'font-family')) === name,
    );
  const sources = (body: string) => declaration(body, 'src').split(/,\s*(?=local|url)/);

  it('is in both stacks of a page whose <html lang> is Hindi, without waiting for the class', () => {
    const body = stack('--font-body');
    expect(body.slice(0, 2).every((name) => /Devanagari/.test(name))).toBe(true);
    expect(stack('--font-display').slice(0, 2)).toEqual(body.slice(0, 2));
    // The late class's rules are for English pages only.
    const late = rules.filter((rule) => rule.selector.includes(DEVANAGARI_FONT_CLASS));
    expect(late.length).toBeGreaterThan(0);
    for (const rule of late) expect(rule.selector).toContain(":not([lang='hi'])");
  });

  it('names the devices’ own Devanagari fonts first, through local() only (nothing to download)', () => {
    const [device = ''] = stack('--font-body');
    const faces = facesOf(device);
    expect(faces.map((face) => declaration(face.body, 'font-weight')).sort()).toEqual(['400', '700']);
    for (const face of faces) {
      expect(sources(face.body).every((source) => /^local\('[^']+'\)$/.test(source))).toBe(true);
      expect(declaration(face.body, 'unicode-range')).toMatch(/^U\+0900-097F/);
    }
    const regular = faces.find((face) => declaration(face.body, 'font-weight') === '400')?.body ?? '';
    for (const font of [
      'Noto Sans Devanagari',
      'Nirmala UI',
      'Kohinoor Devanagari',
      'Mangal',
      'Lohit Devanagari',
    ]) {
      expect(regular).toContain(`local('${font}`);
    }
  });

  it('takes Noto Sans Devanagari from the device, when it has it, before downloading it for an English page', () => {
    const faces = facesOf('Noto Sans Devanagari');
    expect(faces.map((face) => declaration(face.body, 'font-weight')).sort()).toEqual(['400', '700']);
    for (const face of faces) {
      const [first = '', second = '', file = ''] = sources(face.body);
      const bold = declaration(face.body, 'font-weight') === '700';
      expect(first).toBe(bold ? "local('Noto Sans Devanagari Bold')" : "local('Noto Sans Devanagari')");
      expect(second).toBe(bold ? "local('NotoSansDevanagari-Bold')" : "local('NotoSansDevanagari-Regular')");
      expect(file).toMatch(new RegExp(`^url\\('[^']+-${bold ? 700 : 400}-normal\\.woff2'\\)`));
    }
  });

  it('downloads the web font only behind the device’s, and never swaps either in after the text was drawn', () => {
    const [device = '', web = ''] = stack('--font-body');
    expect(facesOf(web).some((face) => sources(face.body).some((source) => source.startsWith('url(')))).toBe(
      true,
    );
    expect(
      facesOf(device)
        .map((face) => declaration(face.body, 'font-weight'))
        .sort(),
    ).toEqual(['400', '700']);
    // One file ahead of a Hindi page's first paint, not two: the browser draws bold from the 400 face.
    expect(facesOf(web).map((face) => declaration(face.body, 'font-weight'))).toEqual(['400']);
    for (const face of [...facesOf(device), ...facesOf(web)]) {
      expect(declaration(face.body, 'font-display')).toBe('optional');
    }
  });

  it('gives a device without any Devanagari font the face its HTML loads, and hides the page meanwhile', () => {
    // The class src/styles/hindi-page-font.ts puts on <html> there, and the stacks it gives.
    const withoutDeviceFont = rules.find(
      (rule) => rule.selector === `html[lang='hi'].${NO_DEVICE_FONT_CLASS}`,
    );
    const first = (property: string) => family(declaration(withoutDeviceFont?.body ?? '', property));
    expect(first('--font-body')).toBe(WEB_ONLY_FAMILY);
    expect(first('--font-display')).toBe(WEB_ONLY_FAMILY);
    const waiting = rules.find((rule) => rule.selector === `html.${WAITING_CLASS} body`);
    expect(declaration(waiting?.body ?? '', 'visibility')).toBe('hidden');
    // The file it loads is the placeholder's, the one the Hindi pages' optional face names too.
    const html = readFileSync(path.resolve('index.html'), 'utf8');
    const placeholder = /<link\b[^>]*\bdata-hindi-page-font\b[^>]*\bhref="\/node_modules\/([^"]+)"/.exec(
      html,
    )?.[1];
    const [webFace = { body: '' }] = facesOf('Noto Sans Devanagari Hindi Page');
    expect(sources(webFace.body).at(-1)?.replace(/\s+/g, ' ')).toBe(
      `url('${placeholder ?? 'none'}') format('woff2')`,
    );
    // Every Devanagari face covers the range the script's face does.
    const faces = rules.filter((rule) => rule.selector === '@font-face');
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(declaration(face.body, 'unicode-range').replace(/\s+/g, ' ')).toBe(DEVANAGARI_RANGE);
    }
  });
});
