import formStyles from '@/components/form/form.module.css';
import buttonStyles from '@/components/ui/button-link.module.css';

/** The settings forms' submit button. */
export const submitButton = [
  buttonStyles.button,
  buttonStyles.secondary,
  buttonStyles.md,
  formStyles.submit,
].join(' ');
