import { useEffect, useState } from 'react';

/** Search boxes query the server 500 ms after the last keystroke, not on every one. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, but only once it has stayed unchanged for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
