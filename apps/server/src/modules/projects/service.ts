import type { Database } from '../../core/database/client';
import { generateKey } from './keys';
import { projectAdmins, projects } from './tables';

export type NewProject = {
  name: string;
  languages?: string[];
  ownerAdminId: string;
  /** A fixed public key (demo data); random otherwise. */
  apiKey?: string;
  metadata?: Record<string, unknown>;
};

export function createProjectsService({ db }: { db: Database }) {
  return {
    /** Creates a project with fresh keys and makes the admin its owner, in one transaction. */
    async create(input: NewProject) {
      return db.transaction(async (tx) => {
        const [project] = await tx
          .insert(projects)
          .values({
            name: input.name,
            languages: input.languages ?? ['en'],
            metadata: input.metadata ?? {},
            apiKey: input.apiKey ?? generateKey('public'),
            privateApiKey: generateKey('private'),
          })
          .returning();
        await tx
          .insert(projectAdmins)
          .values({ projectId: project!.id, adminId: input.ownerAdminId, role: 'owner' });
        return project!;
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
