/**
 * The named patterns of table column rules (widgets-spec §5 "Presets"):
 * n6-16 6-16 digits; *6-16 6-16 any characters; s6-18 6-18 letters; url; e e-mail; m mobile
 * (1, then 3-9, 11 digits); p postcode (6 digits, not starting with 0); s letters; n number;
 * z integer; * non-empty; money at most 2 decimals.
 */
export const VALIDATE_PRESETS: Readonly<Record<string, RegExp>> = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^(?:https?|ftp):\/\/[\w-]+(?:\.[\w-]+)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/,
  e: /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
  m: /^1[3-9]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Za-z]+$/,
  n: /^[-+]?(?:\d+\.?\d*|\.\d+)$/,
  z: /^[-+]?\d+$/,
  '*': /\S/,
  money: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
};

/** `pattern: 'only'` means unique (spec §5 "A unique rule (or a pattern-only rule)"). */
export const UNIQUE_PATTERN = 'only';

/** True for a preset name. */
export function isPreset(pattern: unknown): pattern is string {
  return typeof pattern === 'string' && Object.prototype.hasOwnProperty.call(VALIDATE_PRESETS, pattern);
}

/**
 * The RegExp of a rule pattern: a preset by name, a RegExp as is, any other string compiled as a
 * regular expression (spec §5 "Any other pattern is used as a regular expression"). A string that
 * does not compile gives null (the rule is skipped rather than crashing the table).
 */
export function patternRegExp(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) return pattern;
  if (isPreset(pattern)) return VALIDATE_PRESETS[pattern];
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}
