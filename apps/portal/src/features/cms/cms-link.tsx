import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import type { CmsLink as Target } from './links';

type Props = { link: Target; className?: string; children: ReactNode };

/** A CMS link: site pages stay in the current language, other addresses are plain links. */
export function CmsLink({ link, className, children }: Props) {
  if (link.kind === 'internal') {
    return (
      <IntentLink className={className} href={link.href}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a className={className} href={link.href}>
      {children}
    </a>
  );
}
