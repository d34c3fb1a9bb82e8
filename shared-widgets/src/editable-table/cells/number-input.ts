/** What a number cell accepts while typing: an optional minus, digits and one decimal point (widgets-spec §5). */
export const NUMBER_DRAFT = /^-?\d*\.?\d*$/;

/**
 * The draft of a number cell after an input event (widgets-spec §5 "Number cells accept only an
 * optional minus, digits and one decimal point. Other input reverts"): `next` when acceptable,
 * otherwise `prev`.
 */
export function acceptNumberDraft(prev: string, next: string): string {
  return NUMBER_DRAFT.test(next) ? next : prev;
}

/**
 * The value a number cell keeps when editing ends (widgets-spec §5: "on blur becomes empty;
 * otherwise it is parsed as a number"): '' / '-' / '.' / '-.' or anything not a number gives null;
 * a number is kept; text is parsed with parseFloat.
 */
export function numberOnBlur(draft: unknown): number | null {
  if (typeof draft === 'number') return Number.isFinite(draft) ? draft : null;
  if (draft === null || draft === undefined) return null;
  const text = String(draft).trim();
  if (!NUMBER_DRAFT.test(text) || !/\d/.test(text)) return null;
  const value = parseFloat(text);
  return Number.isFinite(value) ? value : null;
}
