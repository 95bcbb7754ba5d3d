// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, chromePath, renderedFonts } from './chromium.mjs';
import { openResources } from './bench-resources.mjs';
import {
  DEVICE_FONT_WEIGHTS,
  devanagariFontLine,
  devanagariFonts,
  installDeviceFont,
  makeDeviceFont,
  packageWoff,
  SYSTEM_FONTCONFIG,
  woffToSfnt,
} from './device-font.mjs';

/** An SFNT table's checksum: the sum of its big-endian 32-bit words, zero-padded (OpenType spec). */
function tableChecksum(data) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** The tables of an SFNT file as its directory names them. */
function sfntTables(sfnt) {
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) => {
    const at = 12 + index * 16;
    const offset = sfnt.readUInt32BE(at + 8);
    return {
      tag: sfnt.subarray(at, at + 4).toString('latin1'),
      checksum: sfnt.readUInt32BE(at + 4),
      offset,
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
    };
  });
}

const made = [];
afterEach(() => {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('woffToSfnt', () => {
  it.each(DEVICE_FONT_WEIGHTS)(
    'unpacks the package’s %i file: every table whole, where the directory says',
    (weight) => {
      const sfnt = woffToSfnt(fs.readFileSync(packageWoff(weight)));
      expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
      const tables = sfntTables(sfnt);
      expect(tables.map((t) => t.tag)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'name']));
      for (const table of tables) {
        expect(table.offset % 4, table.tag).toBe(0);
        // The checksum the font was made with, over the unpacked bytes ('head' holds its own adjustment).
        if (table.tag !== 'head') expect(tableChecksum(table.data), table.tag).toBe(table.checksum);
      }
      // The family's name as the font's Windows records hold it (UTF-16, big-endian).
      const family = Buffer.from('Noto Sans Devanagari', 'utf16le').swap16();
      expect(tables.find((t) => t.tag === 'name').data.includes(family)).toBe(true);
    },
  );

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 is not WOFF 1.0, nor is this text.'))).toThrow(
      'not a WOFF 1.0 file',
    );
  });
});

describe('installDeviceFont (the bench’s --device-font)', () => {
  it('names the font for the Chromiums started after it, and removes it with the bench’s resources', async () => {
    const opened = openResources();
    const env = {};
    const font = installDeviceFont(opened, env);
    expect(env.FONTCONFIG_FILE).toBe(font.settings);
    expect(fs.existsSync(font.settings)).toBe(true);
    expect(opened.open()).toEqual(['the device font']);
    await opened.closeAll();
    expect(fs.existsSync(font.folder)).toBe(false);
  });
});

describe('makeDeviceFont', () => {
  it('writes fontconfig settings that keep the system’s fonts and add the Devanagari files', () => {
    const font = makeDeviceFont();
    made.push(font.folder);
    const settings = fs.readFileSync(font.settings, 'utf8');
    expect(settings).toContain(`<include ignore_missing="yes">${SYSTEM_FONTCONFIG}</include>`);
    expect(settings).toContain(`<dir>${font.folder}/fonts</dir>`);
    expect(fs.readdirSync(`${font.folder}/fonts`).sort()).toEqual([
      'noto-sans-devanagari-devanagari-400-normal.ttf',
      'noto-sans-devanagari-devanagari-700-normal.ttf',
    ]);
  });

  it('gives Chromium a Devanagari font of its own: Hindi text in a plain family is drawn with it', async () => {
    const font = makeDeviceFont();
    made.push(font.folder);
    const browser = await chromium.launch({
      executablePath: chromePath(),
      args: CHROME_FLAGS,
      env: { ...process.env, FONTCONFIG_FILE: font.settings },
    });
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="hindi" style="font-family: sans-serif">नीम तुलसी साबुन</p>');
      const fonts = await renderedFonts(page, '#hindi');
      const devanagari = fonts.find((f) => f.familyName === 'Noto Sans Devanagari');
      expect(devanagari, JSON.stringify(fonts)).toMatchObject({ isCustomFont: false });
      // Every letter but the two spaces.
      expect(devanagari.glyphCount).toBeGreaterThanOrEqual(12);
    } finally {
      await browser.close();
    }
  }, 30_000);
});

describe('devanagariFonts (the bench report’s word on the machine’s fonts)', () => {
  it('lists the Devanagari families fontconfig gives Chromium: the device font, or none', () => {
    const font = makeDeviceFont();
    made.push(font.folder);
    expect(devanagariFonts({ ...process.env, FONTCONFIG_FILE: font.settings })).toContain(
      'Noto Sans Devanagari',
    );
    // Settings naming the device font's folder alone (no system fonts): it is the only family.
    const alone = path.join(font.folder, 'alone.conf');
    fs.writeFileSync(
      alone,
      `<?xml version="1.0"?>\n<fontconfig><dir>${font.folder}/fonts</dir><cachedir>${font.folder}/cache</cachedir></fontconfig>\n`,
    );
    expect(devanagariFonts({ ...process.env, FONTCONFIG_FILE: alone })).toEqual(['Noto Sans Devanagari']);
    // Settings naming no fonts at all.
    const none = path.join(font.folder, 'none.conf');
    fs.writeFileSync(none, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    expect(devanagariFonts({ ...process.env, FONTCONFIG_FILE: none })).toEqual([]);
  });

  it('says which font the bench measured with, and does not take a machine without one for granted', () => {
    expect(devanagariFontLine(true, [])).toContain('--device-font');
    expect(devanagariFontLine(false, [])).toContain('fontconfig lists none on this machine');
    const lohit = devanagariFontLine(false, ['Lohit Devanagari']);
    expect(lohit).toContain('Lohit Devanagari');
    expect(lohit).not.toContain('no Devanagari font');
    expect(devanagariFontLine(false, null)).toContain('not known');
  });
});
