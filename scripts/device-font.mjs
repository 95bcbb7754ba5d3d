// A device's own Devanagari font for the Chromium the bench drives (`npm run bench -- --device-font`).
// Phones sold in India, iOS, Windows and macOS all have a Devanagari font; the project's CI machine
// has none, so there the bench by default measures Hindi pages as a device without one sees them:
// every Hindi page downloads the self-hosted font (the report names the machine's Devanagari fonts,
// devanagariFonts). With --device-font the bench gives Chromium the Noto Sans
// Devanagari that Android phones ship, through fontconfig (FONTCONFIG_FILE, read by every Chromium
// the bench starts): the Hindi pages' faces then match it by `local()` and download nothing, as on
// such a phone.
//
// The font files are the project's own (@fontsource/noto-sans-devanagari, the Devanagari subset at
// 400 and 700), as TrueType: Chromium draws a WOFF that fontconfig lists with a Latin font's empty
// boxes, so each WOFF 1.0 file is unpacked (its tables inflated, the table directory rebuilt).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

/** The system's own fontconfig settings, which the device font's settings include. */
export const SYSTEM_FONTCONFIG = '/etc/fonts/fonts.conf';

/** The package's Devanagari files the device font is made of, by weight. */
export const DEVICE_FONT_WEIGHTS = [400, 700];

/**
 * The font a WOFF 1.0 file wraps, as an SFNT (TrueType/OpenType) file: each table inflated where
 * it was compressed, in the file's order, each at a 4-byte boundary, with the table directory (and
 * its search fields) rebuilt for the new offsets. Throws on anything but WOFF 1.0.
 * @param {Buffer} woff
 * @returns {Buffer}
 */
export function woffToSfnt(woff) {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 file');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let index = 0; index < count; index += 1) {
    const at = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const bytes = woff.subarray(offset, offset + stored);
    const data = stored < length ? zlib.inflateSync(bytes) : bytes;
    if (data.length !== length) {
      throw new Error(
        `WOFF table ${String(index)}: ${String(data.length)} bytes, its entry says ${String(length)}`,
      );
    }
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector += 1;
  const searchRange = 2 ** selector * SFNT_ENTRY_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + count * SFNT_ENTRY_BYTES);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * SFNT_ENTRY_BYTES - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const at = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    header.writeUInt32BE(tag, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    parts.push(data, padding);
    offset += data.length + padding.length;
  });
  return Buffer.concat(parts);
}

/** The package's WOFF 1.0 file of the Devanagari subset at `weight`. */
export function packageWoff(weight) {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
  return path.join(folder, 'files', `noto-sans-devanagari-devanagari-${String(weight)}-normal.woff`);
}

/**
 * fontconfig settings that add `fontsFolder` (and a cache beside it) to the system's own.
 * @param {string} fontsFolder
 * @param {string} cacheFolder
 */
export function fontconfigSettings(fontsFolder, cacheFolder) {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${SYSTEM_FONTCONFIG}</include>`,
    `  <dir>${fontsFolder}</dir>`,
    `  <cachedir>${cacheFolder}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * Writes the device font (TrueType, from the package's files) and fontconfig settings naming it into
 * a new folder under `parent`; returns the settings file (for FONTCONFIG_FILE) and the folder, which
 * the caller removes when done.
 * @param {string} [parent]
 */
export function makeDeviceFont(parent = os.tmpdir()) {
  const folder = fs.mkdtempSync(path.join(parent, 'device-font-'));
  const fonts = path.join(folder, 'fonts');
  fs.mkdirSync(fonts);
  for (const weight of DEVICE_FONT_WEIGHTS) {
    const woff = packageWoff(weight);
    fs.writeFileSync(
      path.join(fonts, path.basename(woff, '.woff') + '.ttf'),
      woffToSfnt(fs.readFileSync(woff)),
    );
  }
  const settings = path.join(folder, 'fonts.conf');
  fs.writeFileSync(settings, fontconfigSettings(fonts, path.join(folder, 'cache')));
  return { settings, folder };
}

/**
 * The bench's --device-font: makes the device font, names it in `env` (FONTCONFIG_FILE, which every
 * Chromium started afterwards inherits), and registers its removal with the bench's opened resources.
 * @param {{ add: (name: string, resource: any, close: (resource: any) => unknown) => any }} opened
 * @param {Record<string, string | undefined>} [env]
 */
export function installDeviceFont(opened, env = process.env) {
  const font = opened.add('the device font', makeDeviceFont(), (made) => {
    fs.rmSync(made.folder, { recursive: true, force: true });
  });
  env.FONTCONFIG_FILE = font.settings;
  return font;
}

/**
 * The Devanagari font families fontconfig gives Chromium under `env`'s settings (`fc-list
 * :lang=hi family`), each once; null where fc-list is not installed.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[] | null}
 */
export function devanagariFonts(env = process.env) {
  let listed;
  try {
    listed = execFileSync('fc-list', [':lang=hi', 'family'], { env, encoding: 'utf8' });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  // A family may be listed under several names ("Noto Sans Devanagari,Noto Sans Devanagari UI").
  const families = listed.split('\n').map((line) => line.split(',')[0]?.trim() ?? '');
  return [...new Set(families.filter(Boolean))].sort();
}

/**
 * The bench report's line on the Devanagari font Chromium had: the device font (--device-font), or
 * what fontconfig lists on this machine (`fonts`, from devanagariFonts).
 * @param {boolean} deviceFont
 * @param {string[] | null} fonts
 */
export function devanagariFontLine(deviceFont, fonts) {
  if (deviceFont) {
    return 'Chromium had a Devanagari font of its own (--device-font), as phones do: Hindi pages take it by local().';
  }
  if (fonts === null) {
    return 'Which Devanagari fonts Chromium had is not known (fc-list is not installed).';
  }
  if (fonts.length === 0) {
    return 'Chromium had no Devanagari font of its own (fontconfig lists none on this machine): Hindi pages download the self-hosted one.';
  }
  return `Chromium had this machine's Devanagari fonts (${fonts.join(', ')}): Hindi pages take one by local() where the shop's faces name it (src/styles/devanagari-font.css), and download the self-hosted one otherwise.`;
}
