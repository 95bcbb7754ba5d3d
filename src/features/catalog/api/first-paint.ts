import { restDocuments, toDocumentData, type RestDocument } from '@/lib/firebase/firestore-rest-request';
import { imageSrc, imageSrcSet, type ImageHost } from '@/lib/product-image-urls';

/**
 * The attribute that marks an <img> of a pre-rendered page frame (a shop page's placeholder
 * cards, the product page's picture) for the page's first read to fill before the app has loaded.
 * React renders these images without an address; in the production build React does not
 * compare attributes when it hydrates, so the address the inline script sets stays until the
 * loaded page replaces the frame, with the same images, from the browser's cache.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** How long the app's start waits for the first image at most (a slow image must not hold it). */
export const FIRST_PAINT_WAIT_MS = 2000;

/** The first image of each product in a first read's answer: a runQuery's rows or one document. */
export function firstImages(answer: unknown): string[] {
  const documents = Array.isArray(answer) ? restDocuments(answer) : [toDocumentData(answer as RestDocument)];
  return documents.flatMap(({ data }) => {
    const image = Array.isArray(data.images) ? (data.images[0] as unknown) : undefined;
    return typeof image === 'string' ? [image] : [];
  });
}

function show(element: HTMLImageElement, host: ImageHost, image: string) {
  const srcSet = imageSrcSet(host, image);
  if (srcSet) element.srcset = srcSet;
  element.src = imageSrc(host, image);
}

/** Settles at the first of `events` on `target`. */
function firstOf(target: EventTarget, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    for (const name of events) {
      target.addEventListener(
        name,
        () => {
          resolve();
        },
        { once: true },
      );
    }
  });
}

/**
 * Shows the products' images in the frame's marked <img>s once the first read has answered and
 * the first screenful of them has arrived, and settles once the first of them (the page's
 * largest paint) has loaded or failed. `response` is this function's own copy of the answer (it
 * reads the body). An answer that is not OK, or no answer, paints nothing: the app reports that
 * read itself.
 */
export async function paintFirstImages(
  response: Promise<Response>,
  host: ImageHost,
  doc: Document,
): Promise<void> {
  const answer = await response.catch(() => null);
  if (!answer?.ok) return;
  const images = firstImages(await answer.json());
  if (doc.readyState === 'loading') await firstOf(doc, ['DOMContentLoaded']);
  // Only in HTML the build rendered: a frame React drew itself is React's to fill.
  const slots = [
    ...doc.querySelectorAll<HTMLImageElement>(`#root[data-prerendered] img[${FIRST_PAINT_ATTRIBUTE}]`),
  ];
  const filled = slots.flatMap((slot, index) => {
    const image = images[index];
    return image === undefined ? [] : [{ slot, image }];
  });
  // The first screenful's images are fetched first and then shown together, in one frame: the
  // page's largest paint is that frame, not whichever card drew a fraction of a pixel larger later.
  await Promise.all(
    filled
      .filter(({ slot }) => slot.getAttribute('loading') !== 'lazy')
      .map(({ slot, image }) => {
        const probe = new Image();
        for (const name of ['fetchpriority', 'sizes']) {
          const value = slot.getAttribute(name);
          if (value !== null) probe.setAttribute(name, value);
        }
        show(probe, host, image);
        return probe.complete ? Promise.resolve() : firstOf(probe, ['load', 'error']);
      }),
  );
  for (const { slot, image } of filled) show(slot, host, image);
  const first = filled[0]?.slot;
  if (first && !first.complete) await firstOf(first, ['load', 'error']);
}

/** paintFirstImages, or FIRST_PAINT_WAIT_MS, whichever comes first. */
export function firstPaint(response: Promise<Response>, host: ImageHost, doc: Document): Promise<void> {
  return Promise.race([
    paintFirstImages(response, host, doc),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
  ]);
}
