'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (one server search per pause in typing, not per key). */
export function useDebounced<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
