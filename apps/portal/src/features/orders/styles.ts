import formStyles from '@/components/form/form.module.css';
import buttonStyles from '@/components/ui/button-link.module.css';

/** A button styled like the portal's button links. */
export function buttonClass(variant: 'primary' | 'secondary' | 'ghost' = 'primary', extra?: string): string {
  return [buttonStyles.button, buttonStyles[variant], buttonStyles.md, extra].filter(Boolean).join(' ');
}

export const submitClass = buttonClass('primary', formStyles.submit);
