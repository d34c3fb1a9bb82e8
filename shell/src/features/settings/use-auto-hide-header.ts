import { useEffect, useState } from 'react';

/** Header height in px (console-spec §9: header offset 59 px when fixed). */
const HEADER_HEIGHT = 59;

/**
 * Hide-header-on-scroll (console-spec §2.3 theme drawer): while `enabled`, the header hides when
 * the window scrolls down past the header height and comes back on any scroll up.
 */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return undefined;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HEADER_HEIGHT && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/** Colour-weak mode: toggles the `color-weak` class (a CSS colour filter) on the document element. */
export function useColorWeak(weak: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', weak);
    return () => document.documentElement.classList.remove('color-weak');
  }, [weak]);
}
