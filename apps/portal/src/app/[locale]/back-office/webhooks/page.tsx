import { BackOfficePage, backOfficeMetadata } from '@/features/back-office/back-office-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => backOfficeMetadata(params, 'webhooks');

/** The retailer's project-wide webhook endpoints: every company's events, managed by the staff. */
export default function BackOfficeWebhooksPage({ params }: Props) {
  return <BackOfficePage params={params} view="webhooks" />;
}
