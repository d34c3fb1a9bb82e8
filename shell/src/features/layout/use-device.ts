import { useSyncExternalStore } from 'react';

export const MOBILE_WIDTH = 1088;
export const SMALL_MOBILE_WIDTH = 768;

export type Device = 'desktop' | 'tablet' | 'mobile';

export function deviceFor(width: number): Device {
  if (width < SMALL_MOBILE_WIDTH) return 'mobile';
  if (width < MOBILE_WIDTH) return 'tablet';
  return 'desktop';
}

function subscribe(notify: () => void) {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

export function useDevice(): { device: Device; isMobile: boolean } {
  const device = useSyncExternalStore(subscribe, () => deviceFor(window.innerWidth), () => 'desktop' as Device);
  return { device, isMobile: device !== 'desktop' };
}
