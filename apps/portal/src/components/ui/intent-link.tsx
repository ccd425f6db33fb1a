'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { Link } from '@/i18n/navigation';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A link that prefetches its page when the visitor shows intent (points at it, touches or focuses
 * it) instead of when it scrolls into view. Next's default fetched every visible link's page and
 * code right after a public page loaded (the header's and footer's links: a dozen requests, and the
 * contact form's code on every page), main-thread work Lighthouse counts against the page.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  // The rendered address, already in the link's language.
  const prefetch = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const { origin, pathname, search } = event.currentTarget;
    if (origin === window.location.origin) router.prefetch(pathname + search);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch(event);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch(event);
      }}
    />
  );
}
