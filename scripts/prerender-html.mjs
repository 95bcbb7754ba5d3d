// Writes a pre-rendered page into the built index.html: the page's markup in #root (marked with the
// route it was rendered for), its title and meta description, the resource hints React rendered
// (moved to the head) and the stylesheets of its route chunks (which otherwise arrive only with
// the JavaScript). Used by scripts/vite-prerender.mjs.

const ROOT_PATTERN = /<div id="root">([\s\S]*?)<\/div>/;
const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION_PATTERN = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * @param {string} template  dist/index.html as Vite built it
 * @param {{ html: string, route: string, title: string, description?: string, stylesheets?: string[] }} page
 * @returns {string}
 */
export function pageHtml(template, { html: rendered, route, title, description, stylesheets = [] }) {
  // Resource hints React renders first (preconnect()) belong in the head, not in #root.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hints.length);
  const root = ROOT_PATTERN.exec(template);
  if (!root || root[1].includes('<div'))
    throw new Error('pre-render: index.html has no simple <div id="root">');
  if (!TITLE_PATTERN.test(template)) throw new Error('pre-render: index.html has no <title>');
  if (!template.includes('</head>')) throw new Error('pre-render: index.html has no </head>');
  let out = template
    .replace(ROOT_PATTERN, () => `<div id="root" data-prerendered="${escapeHtml(route)}">${html}</div>`)
    .replace(TITLE_PATTERN, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    if (!DESCRIPTION_PATTERN.test(out)) throw new Error('pre-render: index.html has no meta description');
    out = out.replace(
      DESCRIPTION_PATTERN,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const links = [
    ...(hints.match(/<link [^>]*>/g) ?? []),
    ...stylesheets
      .filter((href) => !out.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ];
  return links.length ? out.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`) : out;
}
