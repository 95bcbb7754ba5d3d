import { type Page } from '@playwright/test';
import { expect } from './test';

/** The header's search box. */
export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

/** Types `text` into the search box and waits for its suggestions (the list ends with "See all"). */
export async function suggestionsFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.last()).toHaveText(`See all results for “${text}”`);
  return options;
}
