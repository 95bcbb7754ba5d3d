import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it("offers the spec's sort orders under the label 'Sort by'", () => {
    render(<SortSelect value="none" onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    const options = Array.from((select as HTMLSelectElement).options).map((option) => [
      option.value,
      option.text,
    ]);
    expect(options).toEqual([
      ['none', 'none'],
      ['PLTH', 'Price: Low to High'],
      ['PHTL', 'Price: High to Low'],
      ['RLTH', 'Rating: Low to High'],
      ['RHTL', 'Rating: High to Low'],
    ]);
  });

  it('offers the same orders in Hindi on a Hindi page', async () => {
    await activateLocale('hi', ['catalog']);
    try {
      render(<SortSelect value="PLTH" onChange={vi.fn()} />);
      const select = screen.getByRole('combobox', { name: 'क्रम' });
      expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
        'कोई क्रम नहीं',
        'कीमत: कम से ज़्यादा',
        'कीमत: ज़्यादा से कम',
        'रेटिंग: कम से ज़्यादा',
        'रेटिंग: ज़्यादा से कम',
      ]);
      expect(select).toHaveValue('PLTH');
    } finally {
      await activateLocale('en');
    }
  });

  it('shows the current order as selected', () => {
    render(<SortSelect value="RHTL" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('RHTL');
    expect(screen.getByRole('option', { name: 'Rating: High to Low' })).toHaveProperty('selected', true);
  });

  it('reports the chosen order', async () => {
    const onChange = vi.fn();
    render(<SortSelect value="none" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(onChange).toHaveBeenCalledWith('PHTL');
  });
});
