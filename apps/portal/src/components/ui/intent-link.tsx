'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';
import { Link } from '@/i18n/navigation';

type Handlers = {
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
};

/** The link's own handlers, each followed by a prefetch of the address it renders. */
function useIntentPrefetch({ onPointerEnter, onTouchStart, onFocus }: Handlers): Required<Handlers> {
  const router = useRouter();
  const prefetch = ({
    currentTarget: { origin, pathname, search },
  }: {
    currentTarget: HTMLAnchorElement;
  }) => {
    if (origin === window.location.origin) router.prefetch(pathname + search);
  };
  return {
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      prefetch(event);
    },
    onTouchStart: (event) => {
      onTouchStart?.(event);
      prefetch(event);
    },
    onFocus: (event) => {
      onFocus?.(event);
      prefetch(event);
    },
  };
}

/**
 * A link (in the current language) that prefetches its page when the visitor shows intent: points
 * at it, touches or focuses it. Next's default prefetched every link once it scrolled into view: the
 * header's, the footer's and the beta banner's links fetched their pages and code (the contact form's
 * among them) right after every public page loaded, main-thread work Lighthouse counts against it.
 */
export function IntentLink({
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const handlers = useIntentPrefetch({ onPointerEnter, onTouchStart, onFocus });
  return <Link {...props} {...handlers} prefetch={false} />;
}

/** IntentLink for an address that already carries its language (no locale context needed). */
export function PathIntentLink({
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  const handlers = useIntentPrefetch({ onPointerEnter, onTouchStart, onFocus });
  return <NextLink {...props} {...handlers} prefetch={false} />;
}
