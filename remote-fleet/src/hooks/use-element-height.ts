import { useEffect, useState, type RefObject } from 'react';

/** Height in px of an element, following resizes. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback = 400): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setHeight(el.clientHeight || fallback);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
