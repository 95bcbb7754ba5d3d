// Writes a pre-rendered page into the built index.html: the page's markup in #root (marked with the
// route it was rendered for), its title and meta description, the resource hints React rendered
// (moved to the head), and its stylesheets — the entry's and its route chunks' (which otherwise
// arrive only with the JavaScript) — inlined, so that nothing but the HTML stands between the
// request and the first paint. The app's code starts after that paint (bootScript).
// Used by scripts/vite-prerender.mjs.
import { escapeHtml } from '../src/lib/escape-html.mjs';

const ROOT_PATTERN = /<div id="root">([\s\S]*?)<\/div>/;
const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION_PATTERN = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const ENTRY_PATTERN = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD_PATTERN = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET_PATTERN = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** index.html's route-preload script (scripts/vite-route-preload.mjs); a page names its own chunks. */
const ROUTE_PRELOAD_PATTERN = /<script data-route-preload>[\s\S]*?<\/script>\s*/;

const HTML_LANG_PATTERN = /<html lang="[^"]*">/;

/**
 * The page with its <html lang>.
 * @param {string} html
 * @param {string} lang
 */
export function withLang(html, lang) {
  if (!HTML_LANG_PATTERN.test(html)) throw new Error('pre-render: index.html has no <html lang="…">');
  return html.replace(HTML_LANG_PATTERN, () => `<html lang="${escapeHtml(lang)}">`);
}

/**
 * The inline script that starts the app once the page has painted: after the next frame it adds
 * the entry and, as modulepreload, the chunks the page needs. A shop or product page whose
 * catalogue read is on its way (window.__shopFirstPaint, src/lib/firebase/first-read.ts) waits for
 * that read's first image as well, so the app's code loads and runs after what the shopper came for
 * (and starts all the same, saying why, if painting it failed).
 * @param {string} entry
 * @param {string[]} preloads
 */
export function bootScript(entry, preloads) {
  return (
    '(function(){var d=document;function boot(){' +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");` +
    'l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});' +
    'var s=d.createElement("script");s.type="module";s.crossOrigin="";' +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    // After the next frame, or soon in a tab in the background (which draws no frames).
    'var started=false;function start(){if(!started){started=true;boot()}}' +
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,200)}' +
    'var w=window.__shopFirstPaint;if(!w)return afterPaint();w.then(afterPaint,function(e){' +
    'console.error("Could not show the first products\' images before the app",e);afterPaint()})})()'
  );
}

/**
 * A pre-rendered page was rendered for one URL without its query (a category without ?sort=…),
 * or for a route pattern (the product frame serves every product): its language switch's link is
 * pointed at this very URL in the other language before the shopper can follow it (the app, once
 * hydrated, renders it the same way: src/features/layout/components/language-switch.tsx,
 * src/i18n/locale.ts localizePath).
 */
export function frameLanguageLinkScript() {
  return (
    '(function(){var l=location,p=l.pathname,hi=p==="/hi"||p.indexOf("/hi/")===0,' +
    'to=(hi?p.slice(3)||"/":p==="/"?"/hi":"/hi"+p)+l.search+l.hash;' +
    'document.querySelectorAll("a.language-switch").forEach(function(a){a.setAttribute("href",to)})})()'
  );
}

/**
 * The header's buttons that a pre-rendered page works before the app's code has run: each toggles
 * `<name>-early-open` on <html> (the stylesheets show the menu and the phone's search box by it) and
 * the button's aria-expanded, and `focus` gets the focus on opening. src/lib/early-toggles.ts
 * takes each over as the app hydrates.
 */
export const EARLY_TOGGLES = [
  { name: 'menu', button: 'button.menu-toggle' },
  { name: 'search', button: 'button.header-search__toggle', focus: '#header-search-input' },
];

/**
 * The inline script that makes the small-screen menu and search buttons work before the app's code
 * has run (on a phone that can take seconds after the first paint, and a tap would be lost).
 * window.__shopEarlyToggles[name]() removes a button's listener and its class and says whether it
 * was open, so the app's own state opens it (src/lib/early-toggles.ts). React's hydration leaves
 * aria-expanded as it finds it (the buttons suppress that warning).
 */
export function earlyTogglesScript() {
  return (
    '(function(){var d=document,h=d.documentElement,t=window.__shopEarlyToggles={};' +
    `${JSON.stringify(EARLY_TOGGLES)}.forEach(function(e){var b=d.querySelector(e.button),c=e.name+"-early-open";` +
    'if(!b)return;function tap(){var o=h.classList.toggle(c),f=o&&e.focus&&d.querySelector(e.focus);' +
    'b.setAttribute("aria-expanded",String(o));if(f)f.focus()}b.addEventListener("click",tap);' +
    't[e.name]=function(){b.removeEventListener("click",tap);var o=h.classList.contains(c);' +
    'h.classList.remove(c);return o}})})()'
  );
}

/**
 * A built stylesheet inlined: its text as a <style> element (a "</style" inside cannot end it
 * early), and a disabled link to its file, which the browser does not fetch: the app's code
 * loads a route chunk's stylesheet unless a link to it is in the document already.
 * @param {string} href
 * @param {string} text
 */
function inlineStylesheet(href, text) {
  return (
    `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>` +
    `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`
  );
}

/**
 * @param {string} template  dist/index.html as Vite built it
 * @param {{ html: string, route: string, title: string, description?: string, stylesheets?: string[],
 *   scripts?: string[], css?: (href: string) => string, lang?: string,
 *   alternates?: { hreflang: string, href: string }[] }} page  `stylesheets` and `scripts`: the
 *   page's route chunks (CSS, JS) beside the entry's; `css`: a built stylesheet's text by its
 *   address, to inline it (without it stylesheets are linked); `lang`: the page's language;
 *   `alternates`: its URLs in every language (hreflang links).
 * @returns {string}
 */
export function pageHtml(
  template,
  { html: rendered, route, title, description, stylesheets = [], scripts = [], css, lang, alternates = [] },
) {
  // Resource hints React renders first (preconnect()) belong in the head, not in #root.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hints.length);
  const root = ROOT_PATTERN.exec(template);
  if (!root || root[1].includes('<div'))
    throw new Error('pre-render: index.html has no simple <div id="root">');
  if (!TITLE_PATTERN.test(template)) throw new Error('pre-render: index.html has no <title>');
  if (!template.includes('</head>')) throw new Error('pre-render: index.html has no </head>');
  const entry = ENTRY_PATTERN.exec(template);
  if (!entry) throw new Error('pre-render: index.html has no module script');
  const preloads = [...template.matchAll(MODULE_PRELOAD_PATTERN)].map((match) => match[1]);

  let out = (lang ? withLang(template, lang) : template)
    .replace(ROOT_PATTERN, () => `<div id="root" data-prerendered="${escapeHtml(route)}">${html}</div>`)
    .replace(TITLE_PATTERN, () => `<title>${escapeHtml(title)}</title>`)
    .replace(ENTRY_PATTERN, '')
    .replace(MODULE_PRELOAD_PATTERN, '')
    .replace(ROUTE_PRELOAD_PATTERN, '');
  if (description) {
    if (!DESCRIPTION_PATTERN.test(out)) throw new Error('pre-render: index.html has no meta description');
    out = out.replace(
      DESCRIPTION_PATTERN,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const entrySheets = [...template.matchAll(STYLESHEET_PATTERN)].map((match) => match[1]);
  const routeSheets = [...new Set(stylesheets)].filter((href) => !entrySheets.includes(href));
  if (css) out = out.replace(STYLESHEET_PATTERN, (_link, href) => inlineStylesheet(href, css(href)));
  const head = [
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    ...(hints.match(/<link [^>]*>/g) ?? []),
    ...routeSheets.map((href) =>
      css ? inlineStylesheet(href, css(href)) : `<link rel="stylesheet" href="${escapeHtml(href)}">`,
    ),
  ];
  if (head.length) out = out.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  const boot = bootScript(entry[1], [...new Set([...preloads, ...scripts])]);
  const frame = `<script>${frameLanguageLinkScript()}</script>\n  <script>${earlyTogglesScript()}</script>`;
  return out.replace('</body>', () => `  ${frame}\n  <script>${boot}</script>\n  </body>`);
}
