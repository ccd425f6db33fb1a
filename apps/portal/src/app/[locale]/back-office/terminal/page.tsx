import { BackOfficePage, backOfficeMetadata } from '@/features/back-office/back-office-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => backOfficeMetadata(params, 'terminal');

/** The back office's station-terminal simulator: authorizations sent as the staff, decisions shown live. */
export default function BackOfficeTerminalPage({ params }: Props) {
  return <BackOfficePage params={params} view="terminal" />;
}
