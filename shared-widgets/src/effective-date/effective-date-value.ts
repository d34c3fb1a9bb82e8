import { EFFECTIVE_DATE_TEXTS as T } from './effective-date-texts';

/** Stored flag of "permanent" (widgets-spec §3 "Effective-date value": forever '1'). */
export const EFFECTIVE_FOREVER = '1';
/** Stored flag of "until further notice" (widgets-spec §3: notice '0'). */
export const EFFECTIVE_NOTICE = '0';

/** The decoded effective-date value: which choice is filled, and the date (YYYY-MM-DD) for `date`. */
export type EffectiveChoice = { kind: 'date'; date: string } | { kind: 'forever' } | { kind: 'notice' } | { kind: 'none' };

/** The wire object: exactly one of date, forever ('1'), notice ('0') is non-empty. */
export interface EffectiveDateJson {
  date: string;
  forever: string;
  notice: string;
}

/**
 * Decodes the JSON string of the effective-date widget (widgets-spec §3). A filled date wins
 * over the flags (the stored value should hold exactly one); an empty, unreadable or all-empty
 * value gives `{kind: 'none'}`.
 */
export function parseEffectiveDate(value: string | null | undefined): EffectiveChoice {
  if (!value) return { kind: 'none' };
  let raw: Partial<Record<keyof EffectiveDateJson, unknown>>;
  try {
    raw = JSON.parse(value);
  } catch {
    return { kind: 'none' };
  }
  if (!raw || typeof raw !== 'object') return { kind: 'none' };
  if (typeof raw.date === 'string' && raw.date) return { kind: 'date', date: raw.date };
  if (String(raw.forever ?? '') === EFFECTIVE_FOREVER) return { kind: 'forever' };
  if (String(raw.notice ?? '') === EFFECTIVE_NOTICE) return { kind: 'notice' };
  return { kind: 'none' };
}

/**
 * Encodes a choice as the widget's JSON string with exactly one filled field (widgets-spec §4
 * "Effective-date": a date clears forever and notice; permanent or until-further-notice clears
 * the date). `none`, or a date choice without a date, gives undefined (no value).
 */
export function formatEffectiveDate(choice: EffectiveChoice): string | undefined {
  const json: EffectiveDateJson = { date: '', forever: '', notice: '' };
  if (choice.kind === 'date') {
    if (!choice.date) return undefined;
    json.date = choice.date;
  } else if (choice.kind === 'forever') json.forever = EFFECTIVE_FOREVER;
  else if (choice.kind === 'notice') json.notice = EFFECTIVE_NOTICE;
  else return undefined;
  return JSON.stringify(json);
}

/** Human text of an effective-date value: the date, 永久, 直至另行通知, or '' when empty. */
export function effectiveDateText(value: string | null | undefined): string {
  const choice = parseEffectiveDate(value);
  if (choice.kind === 'date') return choice.date;
  if (choice.kind === 'forever') return T.forever;
  if (choice.kind === 'notice') return T.notice;
  return '';
}
