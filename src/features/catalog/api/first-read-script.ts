import { startFirstRead } from '@/lib/firebase/first-read';
import type { RestTarget } from '@/lib/firebase/firestore-rest-request';
import { firstReadRequest } from './first-read-request';

/** Set at build time to the database the app reads (scripts/vite-first-read.mjs). */
declare const __SHOP_REST_TARGET__: RestTarget;

// The inline script of index.html: the page's catalogue read starts with the HTML, in
// parallel with the app's code, which then takes the response (src/lib/firebase/first-read.ts).
const request = firstReadRequest(__SHOP_REST_TARGET__, location.pathname, location.search);
if (request) startFirstRead(request);
