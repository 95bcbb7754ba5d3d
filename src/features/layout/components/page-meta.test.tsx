import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageMeta, SiteDescription } from './page-meta';

beforeEach(() => {
  document.head.innerHTML = '<title>Shop name</title><meta name="description" content="The shop.">';
});

describe('PageMeta', () => {
  it('sets the title and replaces the one description, restoring it afterwards', () => {
    const { unmount } = render(<PageMeta title="Shop" description="Every product 17% off." />);
    expect(document.title).toBe('Shop');
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('content', 'Every product 17% off.');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The shop.');
  });

  it('gives a page without a description the site’s, and a page with one its own', () => {
    const tag = () => document.head.querySelector('meta[name="description"]');
    const { rerender } = render(
      <>
        <SiteDescription description="आयुर्वेदिक साबुन — 17% छूट।" />
        <PageMeta title="कार्ट" />
      </>,
    );
    expect(tag()).toHaveAttribute('content', 'आयुर्वेदिक साबुन — 17% छूट।');
    rerender(
      <>
        <SiteDescription description="आयुर्वेदिक साबुन — 17% छूट।" />
        <PageMeta title="दुकान" description="हर उत्पाद पर 17% छूट।" />
      </>,
    );
    expect(tag()).toHaveAttribute('content', 'हर उत्पाद पर 17% छूट।');
    rerender(
      <>
        <SiteDescription description="आयुर्वेदिक साबुन — 17% छूट।" />
        <PageMeta title="कार्ट" />
      </>,
    );
    expect(tag()).toHaveAttribute('content', 'आयुर्वेदिक साबुन — 17% छूट।');
  });
});
