import { useLayoutEffect, useState, type RefObject } from 'react';

/** Height in px from the element's top to the bottom of the window less `gap`, at least `min`; follows window resizes. */
export function useFillHeight(ref: RefObject<HTMLElement | null>, gap = 16, min = 480): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el || !el.offsetParent) return;
      setHeight(Math.max(min, Math.floor(window.innerHeight - el.getBoundingClientRect().top - gap)));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, gap, min]);
  return height;
}
