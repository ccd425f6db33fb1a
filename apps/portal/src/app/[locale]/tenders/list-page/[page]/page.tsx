import { laterListPage, listMetadata } from '@/features/cms/list-pages';
import { TendersIndex } from '@/features/tenders/tenders-index';

// Rendered on first request (the proxy serves it for ?page=N), then cached like the first page.
export const revalidate = 60;
export const generateStaticParams = () => [];
export const generateMetadata = listMetadata('Pages.tenders');
export default laterListPage(TendersIndex);
