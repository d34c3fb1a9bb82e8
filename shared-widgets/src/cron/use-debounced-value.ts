import { useEffect, useState } from 'react';

/** `value`, updated only after it stayed unchanged for `delayMs` (cron preview: 500 ms, widgets-spec §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
