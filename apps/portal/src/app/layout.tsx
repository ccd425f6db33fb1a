import type { ReactNode } from 'react';

// The document itself is rendered by app/[locale]/layout.tsx (it knows the language) and, for URLs
// outside any locale, by app/not-found.tsx; this root only has to exist for the latter.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
