import { preconnect } from 'react-dom';
import { firestoreOrigin } from '@/config/firebase';

/**
 * Opens the connection to the database while the page's code is still loading, so the first
 * catalogue read does not wait for DNS, TCP and TLS. Safe to call on every render.
 */
export function preconnectCatalog() {
  preconnect(firestoreOrigin, { crossOrigin: 'anonymous' });
}
