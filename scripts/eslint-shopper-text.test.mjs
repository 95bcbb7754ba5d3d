// @vitest-environment node
// The lint rule that keeps shopper text in the page's language (eslint.config.js untranslatedText):
// each way of rendering a message or English words as they are is refused in shopper code, the
// same text through t() or translate() is not, and the admin area (English only) is left alone.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/**
 * The lines ESLint finds untranslated text on in `source`, linted as the text of `file` (a file of
 * the TypeScript project, which the type-checked rules need; only this rule's answers are kept).
 */
async function untranslated(source, file = 'src/features/catalog/components/product-listing.tsx') {
  const [result] = await eslint.lintText(source, { filePath: file });
  // A source that did not parse has no rule's answers at all.
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

const component = (body) =>
  [
    "import { translate, useT } from '@/i18n';",
    "import { catalogMessages } from '../messages';",
    "const m = { title: 'Shop', nested: { name: 'Name' } };",
    'export function Probe({ busy }: { busy: boolean }) {',
    '  const t = useT();',
    `  return (${body});`,
    '}',
    '',
  ].join('\n');

// The first lint builds the TypeScript program: seconds, not milliseconds.
describe('shopper text goes through t() or translate()', { timeout: 60_000 }, () => {
  it.each([
    ['a message as a child', '<p>{m.title}</p>'],
    ['a nested message', '<p>{m.nested.name}</p>'],
    ['a message module’s text', '<p>{catalogMessages.loadMore}</p>'],
    ['a message in a branch', '<p>{busy ? t(m.title) : catalogMessages.loadMore}</p>'],
    ['an English literal in a branch', "<button>{busy ? 'Loading…' : t(m.title)}</button>"],
    ['an English literal', "<p>{'Load more'}</p>"],
    ['English words in a template', '<p>{`Showing ${String(busy)} products`}</p>'],
    ['English JSX text', '<p>Load more</p>'],
    ['an English aria-label', '<nav aria-label="Main" />'],
    ['a message as a placeholder', '<input placeholder={m.title} />'],
  ])('refuses %s', async (_case, jsx) => {
    // Line 6 is the JSX (a template's two English parts are one answer each).
    expect([...new Set(await untranslated(component(jsx)))]).toEqual([6]);
  });

  it.each([
    ['t()', '<p>{t(m.title)}</p>'],
    ['translate()', '<button>{translate(busy ? m.title : catalogMessages.loadMore)}</button>'],
    ['a translated aria-label', '<nav aria-label={t(m.title)} />'],
    ['words of no language', '<span>{busy ? "0XXXXXXXXXX" : "X"} ₹</span>'],
    ['a class name', '<p className={busy ? "card card--busy" : "card"} />'],
  ])('takes %s', async (_case, jsx) => {
    expect(await untranslated(component(jsx))).toEqual([]);
  });

  it('leaves the admin area, which stays English, alone', async () => {
    const admin = 'src/features/admin-orders/components/order-detail.tsx';
    expect(await untranslated(component('<p>{m.title} Load more</p>'), admin)).toEqual([]);
  });
});
