import { describe, expect, it } from 'vitest';
import { isDashboardPath, isInSection } from './paths';
import { dashboardPages, dashboardSections, menuSections } from './routes';

describe('dashboard routes', () => {
  it('list the 17 dashboard routes of the spec, the card order form’s own page and the two integrations pages, each once', () => {
    const hrefs = dashboardPages.map((page) => page.href);
    expect(new Set(hrefs).size).toBe(20);
    expect(hrefs).toContain('/dashboard/order-card/new');
    expect(hrefs).toContain('/dashboard/integrations');
    expect(hrefs).toContain('/dashboard/integrations/api-clients');
    expect(hrefs).toContain('/dashboard/vehicles/edit-vehicle');
    expect(hrefs).toContain('/dashboard/order-card/order-history');
  });

  it('leave the edit pages out of the menu, and the pages a user has no access to', () => {
    const hrefs = (sections: ReturnType<typeof menuSections>) =>
      sections.flatMap((section) => [section.href, ...section.children.map((child) => child.href)]);
    expect(hrefs(menuSections())).not.toContain('/dashboard/users/edit-user');
    expect(hrefs(menuSections())).not.toContain('/dashboard/vehicles/edit-vehicle');
    expect(hrefs(menuSections())).toContain('/dashboard/vehicles/groups');
    const dispatcher = hrefs(menuSections({ home: 'VIEW', vehicles: 'EDIT', fuelRequest: 'EDIT' }));
    expect(dispatcher).toContain('/dashboard/vehicles');
    expect(dispatcher).toContain('/dashboard/settings');
    expect(dispatcher).not.toContain('/dashboard/users');
    expect(dispatcher).not.toContain('/dashboard/reports');
  });

  it('tell dashboard paths from others', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/users/edit-user')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/sign-in')).toBe(false);
  });

  it('mark a section active on its sub-pages, the overview only on itself', () => {
    const [overview, fuel] = dashboardSections;
    if (!overview || !fuel) throw new Error('sections missing');
    expect(isInSection('/dashboard/fuel-request/order-history', fuel)).toBe(true);
    expect(isInSection('/dashboard/fuel-request', overview)).toBe(false);
    expect(isInSection('/dashboard', overview)).toBe(true);
  });
});
