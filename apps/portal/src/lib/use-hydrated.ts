'use client';

import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the page's code has run. Form buttons stay disabled until
 * then, so a click before hydration cannot submit the form natively (with the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
