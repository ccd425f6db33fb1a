import { BlogIndex } from '@/features/blog/blog-index';
import { firstListPage, listMetadata } from '@/features/cms/list-pages';

export const generateMetadata = listMetadata('Pages.blog');
export default firstListPage(BlogIndex);
