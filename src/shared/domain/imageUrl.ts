/** Longest image URL accepted. */
export const IMAGE_URL_MAX_LENGTH = 2048;

/**
 * Image URLs: absolute http:// or https:// URLs, or a site-relative path starting with exactly one
 * '/'. Rejects javascript:, data:, protocol-relative '//host', '/\host' and anything with spaces or
 * control characters.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value.length > IMAGE_URL_MAX_LENGTH) return false;
  // No whitespace, control characters or backslashes anywhere (browsers treat '\' like '/').
  const hasControlCharacter = Array.from(value).some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
  if (hasControlCharacter || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
