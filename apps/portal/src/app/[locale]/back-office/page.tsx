import { BackOfficePage, backOfficeMetadata } from '@/features/back-office/back-office-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => backOfficeMetadata(params, 'queue');

/** The retailer's back office: the queue of orders and card orders. */
export default function BackOfficeQueuePage({ params }: Props) {
  return <BackOfficePage params={params} view="queue" />;
}
