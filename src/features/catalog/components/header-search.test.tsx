import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { makeProduct } from '@/testing/factories';
import { searchNear, searchProducts } from '../api/search-products';
import { HeaderSearch } from './header-search';

vi.mock('../api/search-products', () => ({ searchProducts: vi.fn(), searchNear: vi.fn() }));
const search = vi.mocked(searchProducts);
const near = vi.mocked(searchNear);

const hits = [
  {
    ...makeProduct({ id: 9, title: 'Neem Tulsi Purifying Soap', category: 'soap', price: 120 }),
    subTitle: 'नीम',
  },
  {
    ...makeProduct({ id: 21, title: 'Neem Citronella Mosquito Coil', category: 'mosquitoRepellant' }),
    subTitle: '',
  },
];

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderBox() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <HeaderSearch />
          <Where />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('combobox', { name: 'Search products' });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  search.mockReset();
  search.mockResolvedValue(hits);
  near.mockReset();
  near.mockResolvedValue([]);
});

describe('the header search box', () => {
  it('suggests products as one types and announces how many', async () => {
    const box = renderBox();
    await userEvent.type(box, 'neem');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Neem Tulsi Purifying Soap'),
      expect.stringContaining('Neem Citronella Mosquito Coil'),
      'See all results for “neem”',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 products found');
    expect(search).toHaveBeenLastCalledWith('neem');
  });

  it('moves through the options with the arrow keys and opens the chosen one with Enter', async () => {
    const box = renderBox();
    await userEvent.type(box, 'neem');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last: 'see all'.
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]?.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(location()).toBe('/shop/category/soap/9');
    });
  });

  it('sends its form, as plain HTML, to the results page', () => {
    renderBox();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
  });

  it('opens the results page on Enter without a chosen option', async () => {
    const box = renderBox();
    await userEvent.type(box, 'neem sabun{Enter}');
    await waitFor(() => {
      expect(location()).toBe('/search?q=neem+sabun');
    });
  });

  it('closes the suggestions on Escape and keeps the words', async () => {
    const box = renderBox();
    await userEvent.type(box, 'neem');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('neem');
  });

  it('says so when the search fails, keeping the words', async () => {
    search.mockRejectedValue(new Error('Firestore answered 503'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const box = renderBox();
    await userEvent.type(box, 'neem');
    expect(await screen.findByText(/Search failed/)).toBeVisible();
    expect(box).toHaveValue('neem');
  });

  it('says there is nothing for words no product has', async () => {
    search.mockResolvedValue([]);
    const box = renderBox();
    await userEvent.type(box, 'xylophone');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No products found');
    });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.queryByText(/similar name/)).toBeNull();
  });

  it('says so when it suggests products only for the words mended, before them', async () => {
    search.mockResolvedValue([]);
    near.mockResolvedValue(hits);
    const box = renderBox();
    // 'ne' finds nothing; the shopper types on within the pause before it would be mended.
    await userEvent.type(box, 'ne');
    await waitFor(() => {
      expect(search).toHaveBeenCalledWith('ne');
    });
    await userEvent.type(box, 'm');
    const options = await screen.findAllByRole('option');
    // Asked once, for the words typed: not for 'ne' on the way.
    expect(near.mock.calls).toEqual([['nem']]);
    expect(options).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('No exact match. 2 products with a similar name:');
    const note = screen.getByText('No exact match. 2 products with a similar name:', { selector: 'p' });
    expect(
      note.compareDocumentPosition(screen.getByRole('listbox')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // While the next words' answer comes, the products shown keep their note.
    search.mockReturnValue(new Promise(() => undefined));
    await userEvent.type(box, 'x');
    await waitFor(() => {
      expect(search).toHaveBeenCalledWith('nemx');
    });
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(note).toHaveTextContent('No exact match. 2 products with a similar name:');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

// A Hindi page loads only the shared texts: the suggestions' own come with their code (the test
// setup fails on any text shown without its Hindi).
describe('the header search box on a Hindi page', () => {
  beforeEach(async () => {
    await activateLocale('hi');
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  // Before the page's code runs the form is plain HTML: it must lead to the Hindi results.
  it('sends its form, as plain HTML, to the Hindi results page', () => {
    const router = createMemoryRouter([{ path: '*', element: <HeaderSearch /> }], {
      basename: '/hi',
      initialEntries: ['/hi/shop/category/soap'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/hi/search');
  });

  it('suggests in Hindi once its code has loaded', async () => {
    const router = createMemoryRouter([{ path: '*', element: <HeaderSearch /> }]);
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'उत्पाद खोजें' }), 'neem');
    const list = await screen.findByRole('listbox', { name: 'सुझाव' });
    await waitFor(() => {
      expect(list.lastElementChild).toHaveTextContent('“neem” के सभी नतीजे देखें');
    });
    expect(screen.getByRole('status')).toHaveTextContent('2 उत्पाद मिले');
  });
});
