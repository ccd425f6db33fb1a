import { firstListPage, listMetadata } from '@/features/cms/list-pages';
import { TendersIndex } from '@/features/tenders/tenders-index';

export const generateMetadata = listMetadata('Pages.tenders');
export default firstListPage(TendersIndex);
