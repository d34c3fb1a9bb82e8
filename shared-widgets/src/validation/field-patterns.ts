/**
 * The regular expressions behind the common field patterns (widgets-spec §5 "Common field
 * patterns with messages"). Each matches the WHOLE value.
 */
export const FIELD_PATTERNS = {
  /** 11 digits starting 13, 14, 15, 17 or 18. */
  mobile: /^1[34578]\d{9}$/,
  /** Letters, digits and underscore only. */
  usernameChars: /^\w+$/,
  /** Non-negative whole number. */
  naturalNumber: /^\d+$/,
  english: /^[A-Za-z]+$/,
  /** Optional area code 0xx / 0xxx (with or without '-'), 7-8 digit number, optional '-' extension. */
  landline: /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/,
  /** 10 to 20 digits. */
  bankCard: /^\d{10,20}$/,
  /** Up to 50 letters and digits. */
  idNumber: /^[A-Za-z0-9]{1,50}$/,
  /** 5 to 12 digits, no leading 0. */
  qq: /^[1-9]\d{4,11}$/,
  url: /^https?:\/\/\S+$/i,
  /** Up to 20 letters and digits. */
  alnum20: /^[A-Za-z0-9]{1,20}$/,
  /** 2 to 100 Chinese or English letters and spaces. */
  cnEnSpace: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/,
  digitsNewlines: /^[\d\r\n]+$/,
} as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * Validates an 18-character mainland national ID (GB 11643): 6-digit region (first digit 1-9),
 * a real birth date (YYYYMMDD, not in the future, year ≥ 1800), 3-digit sequence and the
 * ISO 7064 mod 11-2 check character (0-9 or X, case-insensitive).
 */
export function isNationalId(value: string, today: Date = new Date()): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1800 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  if (birth.getTime() > today.getTime()) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17].toUpperCase();
}
