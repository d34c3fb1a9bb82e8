/**
 * The tag input's text (widgets-spec §5 "The tag input inserts a semicolon after every two
 * characters and strips typed semicolons"): typed semicolons are removed, then a semicolon goes
 * between every pair of characters (none after the last pair, so deleting stays possible).
 *
 * @example formatTags('abcde') === 'ab;cd;e'; formatTags('a;b;c') === 'ab;c'
 */
export function formatTags(text: string): string {
  const chars = [...String(text ?? '').replace(/[;；]/g, '')];
  const pairs: string[] = [];
  for (let i = 0; i < chars.length; i += 2) pairs.push(chars.slice(i, i + 2).join(''));
  return pairs.join(';');
}

/** The tags of a tags value, split at semicolons, empty parts dropped. */
export function splitTags(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(';')
    .map((t) => t.trim())
    .filter(Boolean);
}
