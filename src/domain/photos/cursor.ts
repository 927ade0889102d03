/**
 * Opaque page cursors: base64url of a small JSON keyset (the last row's sort value and id).
 * Works in browsers and Node alike; decoding never throws, a damaged cursor is null.
 */
export type CursorValue = string | number | boolean | null;
export type CursorPayload = Record<string, CursorValue>;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function encodeCursor(payload: CursorPayload): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/** The payload of a cursor, or null when it is not one this code wrote. */
export function decodeCursor(cursor: string): CursorPayload | null {
  const bytes = fromBase64Url(cursor);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    for (const v of Object.values(value)) {
      if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) return null;
    }
    return value as CursorPayload;
  } catch {
    return null;
  }
}
