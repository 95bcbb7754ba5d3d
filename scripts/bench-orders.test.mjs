/* global document, window, Element, requestAnimationFrame -- the test runs in jsdom, as the bench's page functions run in the browser */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROW, watchShown } from './bench-orders.mjs';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  document.body.replaceChildren();
  delete window.__benchFirstRowAt;
  delete window.__chartAt;
  delete Element.prototype.checkVisibility;
});

describe('watchShown, the bench’s in-page clock', () => {
  it('notes an attached mark at the first frame its element is on the page, and keeps that time', async () => {
    watchShown({ __chartAt: ['.chart table', 'attached'] });
    await nextFrame();
    expect(window.__chartAt).toBeUndefined();

    document.body.innerHTML = '<section class="chart"><details><table></table></details></section>';
    await nextFrame();
    await nextFrame();
    const noted = window.__chartAt;
    expect(noted).toBeGreaterThan(0);
    await nextFrame();
    expect(window.__chartAt).toBe(noted);
  });

  it('waits for a visible mark to be visible, not only on the page', async () => {
    let visible = false;
    Element.prototype.checkVisibility = vi.fn(() => visible);
    document.body.innerHTML = '<table class="admin-table"><tbody><tr><td>1</td></tr></tbody></table>';
    watchShown(FIRST_ROW);
    await nextFrame();
    await nextFrame();
    expect(window.__benchFirstRowAt).toBeUndefined();

    visible = true;
    await nextFrame();
    await nextFrame();
    expect(window.__benchFirstRowAt).toBeGreaterThan(0);
  });

  it('starts each page’s marks afresh and stops checking once every mark is noted', async () => {
    window.__benchFirstRowAt = 1;
    Element.prototype.checkVisibility = vi.fn(() => true);
    watchShown({ ...FIRST_ROW, __chartAt: ['.chart table', 'attached'] });
    expect(window.__benchFirstRowAt).toBeUndefined();

    document.body.innerHTML =
      '<table class="admin-table"><tbody><tr><td>1</td></tr></tbody></table><div class="chart"><table></table></div>';
    await nextFrame();
    await nextFrame();
    expect(window.__benchFirstRowAt).toBeGreaterThan(0);
    expect(window.__chartAt).toBeGreaterThan(0);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await nextFrame();
    // Only this test's own frame was asked for: the watcher asked for none.
    expect(frames).toHaveBeenCalledTimes(1);
  });
});
