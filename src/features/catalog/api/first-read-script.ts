import { startFirstRead } from '@/lib/firebase/first-read';
import type { RestTarget } from '@/lib/firebase/firestore-rest-request';
import type { ImageHost } from '@/lib/product-image-urls';
import { firstPaint } from './first-paint';
import { firstReadRequest } from './first-read-request';

/** Set at build time to the database and Storage the app reads (scripts/vite-first-read.mjs). */
declare const __SHOP_REST_TARGET__: RestTarget;
declare const __SHOP_IMAGE_HOST__: ImageHost;

// The inline script of index.html: the page's catalogue read starts with the HTML, in
// parallel with the app's code, which then takes the response (src/lib/firebase/first-read.ts).
// A pre-rendered page starts the app once the read's first image shows (scripts/prerender-html.mjs).
const request = firstReadRequest(__SHOP_REST_TARGET__, location.pathname, location.search);
if (request) {
  const scope = globalThis as { __shopFirstPaint?: Promise<void> };
  const response = startFirstRead(request);
  // The painting's own copy, made in the first reaction to the answer: before the app, whose
  // reactions come later, can have read the body.
  const copy = response.then((answer) => answer.clone());
  scope.__shopFirstPaint = firstPaint(copy, __SHOP_IMAGE_HOST__, document);
}
