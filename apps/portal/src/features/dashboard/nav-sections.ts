import type { NavSection } from '@/features/shell/nav-types';
import type { DashboardPageKey, DashboardSection } from './routes';

/** The menu's sections with their labels (`Pages.<key>.nav`), for the sidebar and the mobile menu. */
export function navSections(
  sections: readonly DashboardSection[],
  label: (key: DashboardPageKey) => string,
): NavSection[] {
  return sections.map((section) => ({
    href: section.href,
    icon: section.icon,
    label: label(section.key),
    children: section.children.map((child) => ({ href: child.href, label: label(child.key) })),
  }));
}
