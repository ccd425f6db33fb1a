import buttonStyles from '@/components/ui/button-link.module.css';

/** The page's small secondary buttons (revoke, copy, done). */
export const smallButton = [buttonStyles.button, buttonStyles.secondary].join(' ');
