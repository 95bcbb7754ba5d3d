import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ProductImagesEditorProps } from '../images/product-images-editor';
import { ProductForm } from './product-form';

// The images editor as the form sees it: it reports uploads through onBusyChange.
vi.mock('../images/product-images-editor', () => ({
  ProductImagesEditor: ({ onBusyChange }: ProductImagesEditorProps) => (
    <>
      <button type="button" onClick={() => onBusyChange?.(true)}>
        Start upload
      </button>
      <button type="button" onClick={() => onBusyChange?.(false)}>
        Finish upload
      </button>
    </>
  ),
}));

const CATEGORIES = [{ key: 'soap', title: 'Soaps' }] as const;

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ProductForm product={null} categories={CATEGORIES} result={undefined} submitting={false} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ProductForm while images upload', () => {
  it('disables "Add Product" until the images editor says its uploads are done', async () => {
    renderForm();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Add Product' });
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Start upload' }));
    expect(button).toBeDisabled();
    expect(screen.getByText('Waiting for the images to finish uploading…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    expect(button).toBeEnabled();
  });
});

describe('ProductForm’s Devanagari fields', () => {
  it('say what Hindi pages show when they are left empty', async () => {
    renderForm();
    expect(await screen.findByLabelText('Title in Devanagari')).toHaveAccessibleDescription(
      'Shown on the Hindi pages, where most shoppers read; left empty, they show the English title.',
    );
    expect(screen.getByLabelText('Description in Devanagari')).toHaveAccessibleDescription(
      'Shown on the Hindi pages; left empty, they show the English description.',
    );
  });
});
