import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './button-link.module.css';

type Props = ComponentProps<typeof Link> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  size?: 'md' | 'lg';
};

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: Props) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
