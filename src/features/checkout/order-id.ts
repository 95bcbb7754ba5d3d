const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new orders/{orderId} id, made the way Firestore makes its automatic ids (20 random
 * characters of 62), without loading the SDK for it.
 */
export function createOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  let id = '';
  for (const byte of bytes) {
    // 248 = 4 × 62: bytes above it would favour the first characters.
    if (byte < 248) id += ALPHABET.charAt(byte % ALPHABET.length);
    if (id.length === 20) return id;
  }
  return id + createOrderId().slice(id.length);
}
