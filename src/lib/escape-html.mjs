// Text for HTML or XML markup, in an attribute's quotes or between tags: the pre-rendered pages
// (scripts/prerender-html.mjs) and the sitemap (src/app/crawler-files.ts) write their values with it.

/**
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
