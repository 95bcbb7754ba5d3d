import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The `test` every spec uses: Playwright's, with every page under watch for Content-Security-Policy
 * violations. The pages run under the real policy (scripts/serve-dist.mjs sends the build's), and
 * anything it refuses — a script, a style, a request to an origin it does not list — fails the test
 * that met it, so a change that the policy would break in production cannot pass here.
 */
export { expect };

export interface CspViolation {
  /** The page's address when it was reported */
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

type Report = Omit<CspViolation, 'page'>;
const BINDING = '__shopCspViolation';

async function watchViolations(context: BrowserContext, violations: CspViolation[]) {
  await context.exposeBinding(BINDING, ({ page }, report: Report) => {
    violations.push({ page: page.url(), ...report });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (report: Report) => Promise<void>>)[binding];
        void report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${String(event.lineNumber)}`,
        });
      },
      true,
    );
  }, BINDING);
}

/** What the shop's i18n runtime logs when a page shows a text its catalogue parts lack (src/i18n/i18n.ts). */
const UNTRANSLATED = /^No [a-z]+ text for the message/;

export const test = base.extend<{ cspViolations: CspViolation[]; untranslated: string[] }>({
  // A page that showed a text untranslated (its part of the catalogue was not loaded) fails its test.
  untranslated: [
    async ({ context }, run) => {
      const texts: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && UNTRANSLATED.test(message.text())) texts.push(message.text());
      });
      await run(texts);
      expect(texts, 'a page showed texts without their translation').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, browser }, run) => {
      const violations: CspViolation[] = [];
      const contexts = [context];
      await watchViolations(context, violations);
      // Contexts a test opens for a second user are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchViolations(opened, violations);
        contexts.push(opened);
        return opened;
      };
      try {
        await run(violations);
      } finally {
        browser.newContext = newContext;
      }
      // A round trip to each open page, so that reports sent before it have arrived.
      for (const page of contexts.flatMap((open) => open.pages())) {
        await page.evaluate(() => 0).catch(() => undefined);
      }
      expect(violations, 'the Content-Security-Policy refused something a page needed').toEqual([]);
    },
    { auto: true },
  ],
});
