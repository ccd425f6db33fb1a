import type { ComponentProps } from 'react';
import styles from './button-link.module.css';
import { IntentLink } from './intent-link';

type Props = ComponentProps<typeof IntentLink> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  size?: 'md' | 'lg';
};

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: Props) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
  return <IntentLink className={classes} {...props} />;
}
