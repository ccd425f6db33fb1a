import { createCustomTypeBody } from '../modules/content/schemas';
import type { ContentService } from '../modules/content/service';
import { entries, models } from './content-data';

/**
 * The business portal's content models and their published entries (English and Georgian), written
 * through the content service so that every entry passes the same validation as an admin's.
 */
export async function seedPortalContent(
  content: ContentService,
  { adminId, projectId }: { adminId: string; projectId: string },
): Promise<{ models: number; entries: number }> {
  // The seed's admin owns the project it just created: the scope the guard would have granted.
  const scope = { projectId, actor: { kind: 'admin' as const, adminId, sessionId: '' } };
  for (const model of models) {
    await content.createModel(scope, createCustomTypeBody.parse(model));
  }
  let written = 0;
  for (const [kind, list] of Object.entries(entries)) {
    for (const entry of list) {
      await content.createEntity(scope, kind, { ...entry, status: 'published' });
      written++;
    }
  }
  return { models: models.length, entries: written };
}
