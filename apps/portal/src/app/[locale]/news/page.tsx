import { firstListPage, listMetadata } from '@/features/cms/list-pages';
import { NewsIndex } from '@/features/news/news-index';

export const generateMetadata = listMetadata('Pages.news');
export default firstListPage(NewsIndex);
