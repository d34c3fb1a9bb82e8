import Icon from 'ol/style/Icon';
import { STATUS_COLOR, asStatus, statusColor, statusLabel } from '../src/domain/status';
import { ICON_SIZE, SPRITE_ORDER, arrowIconSrc, arrowSpriteSrc, selectionStyles, styleCacheSize, styleKey, vehicleStyle, webglVehicleStyle } from '../src/map/style-cache';

describe('status colours', () => {
  it('uses the product colours and labels', () => {
    expect(STATUS_COLOR).toEqual({ moving: '#52c41a', parked: '#1890ff', offline: '#8c8c8c', alarm: '#f5222d' });
    expect(statusLabel('moving')).toBe('行驶');
    expect(statusLabel('parked')).toBe('停车');
    expect(statusLabel('offline')).toBe('离线');
    expect(statusLabel('alarm')).toBe('报警');
    expect(statusColor('alarm')).toBe('#f5222d');
  });

  it('treats unknown statuses as offline', () => {
    expect(asStatus('moving')).toBe('moving');
    expect(asStatus('bogus')).toBe('offline');
    expect(asStatus(undefined)).toBe('offline');
  });
});

describe('vehicle style cache', () => {
  it('keys by status and 15° heading bucket', () => {
    expect(styleKey('moving', 0)).toBe('moving:0');
    expect(styleKey('moving', 7)).toBe('moving:0');
    expect(styleKey('moving', 8)).toBe('moving:1');
    expect(styleKey('alarm', 359)).toBe('alarm:0');
  });

  it('returns the same Style object for the same key and a pre-rotated, coloured icon', () => {
    const a = vehicleStyle('moving', 91);
    const b = vehicleStyle('moving', 89);
    expect(a).toBe(b);
    const icon = a.getImage() as Icon;
    expect(icon.getRotation()).toBe(0);
    const svg = decodeURIComponent(icon.getSrc()!);
    expect(svg).toContain('#52c41a');
    expect(svg).toContain('rotate(90 13 13)');
    expect(vehicleStyle('parked', 90)).not.toBe(a);
  });

  it('stays bounded however many headings are drawn', () => {
    for (let d = 0; d < 3600; d += 1) for (const s of ['moving', 'parked', 'offline', 'alarm']) vehicleStyle(s, d / 10);
    expect(styleCacheSize()).toBe(4 * 24);
  });

  it('builds the arrow icon in the status colour and heading', () => {
    const svg = decodeURIComponent(arrowIconSrc('#f5222d', 225));
    expect(svg).toContain('fill="#f5222d"');
    expect(svg).toContain('rotate(225 13 13)');
  });

  it('caches the selection styles of the selected vehicle', () => {
    const first = selectionStyles('alarm', 10, '粤B12345');
    expect(selectionStyles('alarm', 12, '粤B12345')).toBe(first);
    expect(first[2].getZIndex()).toBe(1002);
    expect(first[2].getText()!.getText()).toBe('粤B12345');
    expect(selectionStyles('moving', 10, '粤B12345')).not.toBe(first);
  });
});

describe('WebGL vehicle style', () => {
  it('puts the four status arrows side by side in the sprite, in the legend colours', () => {
    const svg = decodeURIComponent(arrowSpriteSrc());
    expect(svg).toContain(`width="${ICON_SIZE * 4}"`);
    SPRITE_ORDER.forEach((s, i) => expect(svg).toContain(`translate(${i * ICON_SIZE} 0)" d="M13 2 L20 22.5 L13 17.6 L6 22.5 Z" fill="${STATUS_COLOR[s]}"`));
  });

  it('picks the sprite column by status (unknown → offline) and rotates by direction in radians', () => {
    const style = webglVehicleStyle();
    expect(style['icon-size']).toEqual([ICON_SIZE, ICON_SIZE]);
    const offset = style['icon-offset'] as unknown[];
    expect(offset.slice(0, 2)).toEqual(['match', ['get', 'status']]);
    const pairs = new Map<unknown, unknown>();
    for (let i = 2; i + 1 < offset.length; i += 2) pairs.set(offset[i], offset[i + 1]);
    expect(pairs.get('moving')).toEqual([0, 0]);
    expect(pairs.get('parked')).toEqual([ICON_SIZE, 0]);
    expect(pairs.get('offline')).toEqual([2 * ICON_SIZE, 0]);
    expect(pairs.get('alarm')).toEqual([3 * ICON_SIZE, 0]);
    expect(offset[offset.length - 1]).toEqual([2 * ICON_SIZE, 0]);
    const rotation = style['icon-rotation'] as [string, unknown, number];
    expect(rotation[0]).toBe('*');
    expect(rotation[1]).toEqual(['get', 'direction']);
    expect(rotation[2] * 90).toBeCloseTo(Math.PI / 2, 12);
  });
});
