import { AdminClient } from '@fuel/sdk';
import items from '../../../server/src/seed/commerce-items.json';
import { entries } from '../../../server/src/seed/content-data';
import { demoAccounts } from './portal';

/** The demo content the server seeds (apps/server/src/seed), which the public pages must show. */
export const seed = { entries, items: items.items };

type Localized = { en: string; ka: string };
/** A seeded entry's localized field, e.g. `seedText('news', 0, 'title')`. */
export function seedText(kind: string, index: number, field: string): Localized {
  const value = entries[kind]?.[index]?.data[field];
  if (!value || typeof value !== 'object') throw new Error(`no seeded ${kind}[${index}].${field}`);
  return value as Localized;
}

/** The CMS lists newest publication first: the seeded entries in reverse creation order. */
export function seededNewestFirst(kind: string) {
  return [...(entries[kind] ?? [])].reverse();
}

/** The demo admin through the kit, with the portal project's id. */
export async function demoAdmin(serverUrl: string) {
  const admin = new AdminClient({
    url: serverUrl,
    email: demoAccounts.admin.email,
    password: demoAccounts.admin.password,
  });
  const { items: projects } = await admin.projects.list();
  const project = projects.find((candidate) => candidate.api_key === demoAccounts.portalProject.apiKey);
  if (!project) throw new Error('the portal project is missing');
  return {
    admin,
    projectId: project.id,
    contactRequests: () => admin.project(project.id).contactRequests.list({ limit: 50 }),
  };
}
