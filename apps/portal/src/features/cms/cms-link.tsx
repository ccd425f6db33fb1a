import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { CmsLink as Target } from './links';

type Props = { link: Target; className?: string; children: ReactNode };

/** A CMS link: site pages stay in the current language, other addresses are plain links. */
export function CmsLink({ link, className, children }: Props) {
  if (link.kind === 'internal') {
    return (
      <Link className={className} href={link.href}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={link.href}>
      {children}
    </a>
  );
}
