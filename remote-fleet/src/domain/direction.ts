const SECTORS = ['正北', '东北', '正东', '东南', '正南', '西南', '正西', '西北'] as const;

/** Normalises a heading in degrees (clockwise from north) into [0, 360). */
export function normalizeHeading(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** Eight-point compass text of a heading in degrees: 0 正北, 45 东北, 90 正东 ... 315 西北 (each sector ±22.5°). */
export function headingToText(degrees: number): string {
  return SECTORS[Math.floor((normalizeHeading(degrees) + 22.5) / 45) % 8];
}

/** Heading shown to users, e.g. '45° 东北'. */
export function formatHeading(degrees: number): string {
  return `${Math.round(normalizeHeading(degrees)) % 360}° ${headingToText(degrees)}`;
}

/** Index of the heading bucket of width `step` degrees (default 15°) the heading falls into, rounding to the nearest. */
export function headingBucket(degrees: number, step = 15): number {
  const buckets = Math.round(360 / step);
  return Math.round(normalizeHeading(degrees) / step) % buckets;
}
