// A key for one request that moves money (issue 22): the server does what a key asks once, so a
// double click or a retry after a lost answer is the same request. getRandomValues, not
// randomUUID: the console may be served over plain HTTP on a LAN, where randomUUID is missing.

/** 32 hex digits from the browser's cryptographic random source. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
