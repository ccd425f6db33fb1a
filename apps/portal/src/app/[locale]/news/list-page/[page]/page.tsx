import { laterListPage, listMetadata } from '@/features/cms/list-pages';
import { NewsIndex } from '@/features/news/news-index';

// Rendered on first request (the proxy serves it for ?page=N), then cached like the first page.
export const revalidate = 60;
export const generateStaticParams = () => [];
export const generateMetadata = listMetadata('Pages.news');
export default laterListPage(NewsIndex);
