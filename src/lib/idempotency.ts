/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues, unlike randomUUID, also works outside
 * a secure context (the app served over plain http on a LAN).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What one intent of a money form sends, as text: a retry of the same input is the same intent, other
 * input a new one. A file counts by name, size, type and date; callbacks are left out.
 */
export function intentOf(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) => {
    if (isBlob(value)) {
      const file = value as Partial<File>;
      return `blob:${file.name ?? ''}:${value.size}:${value.type}:${file.lastModified ?? ''}`;
    }
    return typeof value === 'function' ? undefined : value;
  });
}

function isBlob(value: unknown): value is Blob {
  if (typeof value !== 'object' || value === null) return false;
  const blob = value as Blob;
  return typeof blob.size === 'number' && typeof blob.type === 'string' && typeof blob.slice === 'function';
}
