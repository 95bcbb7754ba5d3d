import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_PLACEHOLDER_PATTERN, withFontScript } from './vite-hindi-page-font.mjs';

describe('withFontScript', () => {
  const indexHtml = fs.readFileSync(path.resolve('index.html'), 'utf8');

  it('puts the script right after index.html’s placeholder, ahead of everything else the head asks for', () => {
    const out = withFontScript(indexHtml, 'run()');
    const placeholder = FONT_PLACEHOLDER_PATTERN.exec(out);
    expect(placeholder).not.toBeNull();
    const after = out.slice((placeholder?.index ?? 0) + (placeholder?.[0].length ?? 0));
    expect(after.trimStart().startsWith('<script>run()</script>')).toBe(true);
    // Nothing but the charset comes before the placeholder.
    const head = out.slice(out.indexOf('<head>'), placeholder?.index);
    expect(head.match(/<(link|script|style)\b/g)).toBeNull();
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => withFontScript('<html><head></head></html>', 'run()')).toThrow(/data-hindi-page-font/);
  });
});
