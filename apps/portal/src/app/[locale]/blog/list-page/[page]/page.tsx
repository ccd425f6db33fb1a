import { BlogIndex } from '@/features/blog/blog-index';
import { laterListPage, listMetadata } from '@/features/cms/list-pages';

// Rendered on first request (the proxy serves it for ?page=N), then cached like the first page.
export const revalidate = 60;
export const generateStaticParams = () => [];
export const generateMetadata = listMetadata('Pages.blog');
export default laterListPage(BlogIndex);
