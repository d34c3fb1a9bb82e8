import { formatHeading, headingBucket, headingToText, normalizeHeading } from '../src/domain/direction';

describe('heading → direction text', () => {
  it.each([
    [0, '正北'],
    [22.4, '正北'],
    [22.5, '东北'],
    [45, '东北'],
    [90, '正东'],
    [135, '东南'],
    [180, '正南'],
    [225, '西南'],
    [270, '正西'],
    [315, '西北'],
    [337.4, '西北'],
    [337.5, '正北'],
    [359, '正北'],
    [360, '正北'],
    [-90, '正西'],
  ])('%s° is %s', (deg, text) => {
    expect(headingToText(deg)).toBe(text);
  });

  it('formats degrees with the compass text', () => {
    expect(formatHeading(45)).toBe('45° 东北');
    expect(formatHeading(0)).toBe('0° 正北');
    expect(formatHeading(359.6)).toBe('0° 正北');
    expect(formatHeading(NaN)).toBe('0° 正北');
  });

  it('normalises into [0, 360)', () => {
    expect(normalizeHeading(720 + 10)).toBe(10);
    expect(normalizeHeading(-10)).toBe(350);
  });

  it('buckets headings to the nearest step', () => {
    expect(headingBucket(0)).toBe(0);
    expect(headingBucket(7)).toBe(0);
    expect(headingBucket(8)).toBe(1);
    expect(headingBucket(90)).toBe(6);
    expect(headingBucket(355)).toBe(0);
    expect(headingBucket(100, 45)).toBe(2);
  });
});
