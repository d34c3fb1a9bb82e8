/**
 * Client-side checks of the vehicle form, the same rules the server applies (server
 * routes/fleet/manage-input.ts); the server stays the authority.
 */

/** Mainland plate, GA 36-2018: province + letter (no I/O) + 5 (or 6, new energy) characters. */
export const PLATE_PATTERN = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/;

/** JT/T 808 plate colours. */
export const PLATE_COLOR_OPTIONS = [
  { value: 1, label: '蓝色' },
  { value: 2, label: '黄色' },
  { value: 3, label: '黑色' },
  { value: 4, label: '白色' },
  { value: 9, label: '其他' },
];

const VIN_WEIGHT = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
function vinValue(c: string): number {
  if (/\d/.test(c)) return Number(c);
  const table: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
  return table[c];
}

/** The Chinese reason a VIN is invalid (GB 16735: 17 chars, no I/O/Q, check digit at position 9), or null when valid or empty. */
export function vinProblem(vin: string | null | undefined): string | null {
  const v = (vin ?? '').trim().toUpperCase();
  if (!v) return null;
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(v)) return '车架号(VIN)应为17位数字或大写字母，且不含I、O、Q';
  const sum = [...v].reduce((acc, c, i) => acc + vinValue(c) * VIN_WEIGHT[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return v[8] === check ? null : '车架号(VIN)校验位错误';
}

/** Terminal phone (SIM) of JT/T 808: 11 or 12 digits. */
export const PHONE_PATTERN = /^\d{11,12}$/;
