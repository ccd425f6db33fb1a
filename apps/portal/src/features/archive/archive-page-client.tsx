'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useCan } from '@/features/fleet/fleet-me';
import { OrderHistory } from '@/features/orders/order-history';
import { usePathname, useRouter } from '@/i18n/navigation';
import styles from './archive.module.css';
import { ARCHIVE_SECTIONS, type ArchiveSection, shownSection } from './archive-queries';
import { ClosedCards } from './closed-cards';

type Section = ArchiveSection['key'];

/**
 * /dashboard/archive: final orders with their documents, final card orders and closed cards, one tab
 * each (`?tab=`), shown to the users whose pages allow them; the others read why there is nothing.
 */
export function ArchivePageClient() {
  const t = useTranslations('Archive');
  const notAuthorized = useTranslations('FleetErrors')('NOT_AUTHORIZED');
  const can = useCan();
  const sections = ARCHIVE_SECTIONS.filter((section) => can(section.action));
  const current = shownSection(sections, useSearchParams().get('tab'));
  const choose = useChooseSection();

  if (!current) {
    return (
      <div className={formStyles.alert} role="alert">
        <p>{notAuthorized}</p>
        <p>{t('needsPages')}</p>
      </div>
    );
  }

  return (
    <Tabs className={styles.archive} value={current.key} onValueChange={(value) => choose(value as Section)}>
      <TabList className={styles.tabs} label={t('sections')}>
        {sections.map((section) => (
          <Tab key={section.key} value={section.key} className={styles.tab}>
            {t(`tabs.${section.key}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="orders" className={styles.panel}>
        <OrderHistory
          scope="fuel"
          mayEdit={false}
          archive={{ caption: t('orders.caption'), empty: t('orders.empty') }}
        />
      </TabPanel>
      <TabPanel value="cardOrders" className={styles.panel}>
        <OrderHistory
          scope="card"
          mayEdit={false}
          archive={{ caption: t('cardOrders.caption'), empty: t('cardOrders.empty') }}
        />
      </TabPanel>
      <TabPanel value="cards" className={styles.panel}>
        <ClosedCards />
      </TabPanel>
    </Tabs>
  );
}

/** Opens a section: its own list from the start (the other lists' search, filters and page are theirs). */
function useChooseSection() {
  const router = useRouter();
  const pathname = usePathname();
  return (section: Section) => router.replace(`${pathname}?tab=${section}`, { scroll: false });
}
