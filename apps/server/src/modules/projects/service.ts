import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { createCache } from '../../core/cache';
import type { Database } from '../../core/database/client';
import { NotFound } from '../../core/errors';
import type { Invalidation } from '../../core/invalidation';
import type { Pagination } from '../../core/schemas';
import type { Scope } from '../../core/scope';
import { admins } from '../auth/tables';
import { generateKey } from './keys';
import type { CreateProjectBody, Project, UpdateProjectBody } from './schemas';
import { projectAdmins, projects, providers } from './tables';

/** What other modules know about a project: filled in by app.ts from their services, in batches. */
export type ProjectSummary = { users: number; customTypes: Project['custom_types']; files: number };
export type SummarizeProjects = (projectIds: string[]) => Promise<Map<string, Partial<ProjectSummary>>>;

export type NewProject = CreateProjectBody & {
  ownerAdminId: string;
  /** A fixed public key (demo data); random otherwise. */
  apiKey?: string;
};

/** Every new project gets these sign-in providers; the kit's Project shows only the v2 ones. */
const DEFAULT_PROVIDERS = [
  { type: 'v2', name: 'email', active: true },
  { type: 'v2', name: 'phone', active: false },
  { type: 'v1', name: 'legacy-email', active: false },
] as const;

type ProjectRow = typeof projects.$inferSelect;

/**
 * What a key resolves to, kept this long; a rotation reaches every server's cache at once through
 * `invalidation` (the expiry only bounds a lost notification).
 */
const KEY_TTL_MS = 30_000;
/** The key holders' project view; its user, file and model counts may lag this long. */
const VIEW_TTL_MS = 5_000;
/**
 * The invalidation topic: the project (its keys, name, languages, providers, models or admins) changed.
 * Whoever changes one of them calls `changed(projectId)`.
 */
const PROJECT_TOPIC = 'project';

export function createProjectsService({
  db,
  summarize,
  invalidation,
}: {
  db: Database;
  summarize: SummarizeProjects;
  invalidation: Invalidation;
}) {
  const projectIdByKey = createCache<string | undefined>({ max: 10_000, ttlMs: KEY_TTL_MS });
  const publicViews = createCache<Project>({ max: 1_000, ttlMs: VIEW_TTL_MS });
  // Only memberships that exist are kept (`adminId|projectId` → true): a refusal is always read again.
  const memberships = createCache<true | undefined>({ max: 50_000, ttlMs: KEY_TTL_MS });
  invalidation.subscribe(PROJECT_TOPIC, {
    changed(projectId) {
      publicViews.delete(projectId);
      projectIdByKey.deleteWhere((_key, id) => id === projectId);
      memberships.deleteWhere((key) => key.endsWith(`|${projectId}`));
    },
    reset() {
      publicViews.clear();
      projectIdByKey.clear();
      memberships.clear();
    },
  });

  async function view(rows: ProjectRow[], options: { withPrivateKey: boolean }): Promise<Project[]> {
    const ids = rows.map((row) => row.id);
    const [summaries, providerRows] = await Promise.all([
      summarize(ids),
      ids.length
        ? db.select().from(providers).where(inArray(providers.projectId, ids)).orderBy(asc(providers.name))
        : [],
    ]);
    return rows.map((row) => {
      const summary = summaries.get(row.id) ?? {};
      return {
        id: row.id,
        name: row.name,
        users: summary.users ?? 0,
        custom_types: summary.customTypes ?? [],
        files: summary.files ?? 0,
        languages: row.languages,
        providers: providerRows.filter((provider) => provider.projectId === row.id),
        api_key: row.apiKey,
        ...(options.withPrivateKey ? { private_api_key: row.privateApiKey } : {}),
        created: row.createdAt,
        metadata: row.metadata,
      };
    });
  }

  const service = {
    /** Creates a project with fresh keys and default providers, owned by the admin, in one transaction. */
    async create(input: NewProject): Promise<Project> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(projects)
          .values({
            name: input.name,
            languages: input.languages,
            metadata: input.metadata ?? {},
            apiKey: input.apiKey ?? generateKey('public'),
            privateApiKey: generateKey('private'),
          })
          .returning();
        await tx
          .insert(projectAdmins)
          .values({ projectId: created!.id, adminId: input.ownerAdminId, role: 'owner' });
        await tx
          .insert(providers)
          .values(DEFAULT_PROVIDERS.map((provider) => ({ ...provider, projectId: created!.id })));
        return created!;
      });
      return (await view([row], { withPrivateKey: true }))[0]!;
    },

    async listForAdmin(adminId: string, { limit, page }: Pagination) {
      const mine = eq(projectAdmins.adminId, adminId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ project: projects })
          .from(projects)
          .innerJoin(projectAdmins, eq(projectAdmins.projectId, projects.id))
          .where(mine)
          .orderBy(asc(projects.createdAt), asc(projects.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(projectAdmins).where(mine),
      ]);
      const items = await view(
        rows.map((row) => row.project),
        { withPrivateKey: true },
      );
      return { items, total: total?.value ?? 0, page, limit };
    },

    /** The project as its admin sees it (the guard checked the admin: core/scope.ts). */
    async getForAdmin({ projectId }: Scope): Promise<Project> {
      return (await view([await row(projectId)], { withPrivateKey: true }))[0]!;
    },

    /** The project as a key holder or end user sees it: no private key. Cached (`VIEW_TTL_MS`). */
    getPublic(projectId: string): Promise<Project> {
      return publicViews.load(
        projectId,
        async () => (await view([await row(projectId)], { withPrivateKey: false }))[0]!,
      );
    },

    /** Every server forgets what it cached of the project; call after a committed change. */
    changed(projectId: string): Promise<void> {
      return invalidation.publish(PROJECT_TOPIC, projectId);
    },

    async update(scope: Scope, body: UpdateProjectBody): Promise<Project> {
      const [updated] = await db
        .update(projects)
        .set(body)
        .where(eq(projects.id, scope.projectId))
        .returning();
      if (!updated) throw new NotFound('Project');
      await service.changed(scope.projectId);
      return (await view([updated], { withPrivateKey: true }))[0]!;
    },

    async rotateKey({ projectId }: Scope, kind: 'public' | 'private'): Promise<Project> {
      const [rotated] = await db
        .update(projects)
        .set(
          kind === 'public' ? { apiKey: generateKey('public') } : { privateApiKey: generateKey('private') },
        )
        .where(eq(projects.id, projectId))
        .returning();
      if (!rotated) throw new NotFound('Project');
      await service.changed(projectId);
      return (await view([rotated], { withPrivateKey: true }))[0]!;
    },

    async listProviders({ projectId }: Scope) {
      const items = await db
        .select()
        .from(providers)
        .where(eq(providers.projectId, projectId))
        .orderBy(asc(providers.name));
      return { items, total: items.length, page: 1, limit: Math.max(items.length, 1) };
    },

    async setProviderActive({ projectId }: Scope, providerId: string, active: boolean) {
      const [provider] = await db
        .update(providers)
        .set({ active })
        .where(and(eq(providers.id, providerId), eq(providers.projectId, projectId)))
        .returning();
      if (!provider) throw new NotFound('Provider');
      await service.changed(projectId);
      return provider;
    },

    /** Whether the admin manages the project (the scope guard's check, core/scope.ts). */
    async isAdminOf(adminId: string, projectId: string): Promise<boolean> {
      const member = await memberships.load(`${adminId}|${projectId}`, async () => {
        const [membership] = await db
          .select({ role: projectAdmins.role })
          .from(projectAdmins)
          .where(and(eq(projectAdmins.adminId, adminId), eq(projectAdmins.projectId, projectId)));
        return membership ? true : undefined;
      });
      return member === true;
    },

    /** The e-mail addresses of the admins who manage the project (owners first), for notices to them. */
    async adminEmails(projectId: string): Promise<string[]> {
      const rows = await db
        .select({ email: admins.email })
        .from(projectAdmins)
        .innerJoin(admins, eq(admins.id, projectAdmins.adminId))
        .where(eq(projectAdmins.projectId, projectId))
        .orderBy(desc(projectAdmins.role), asc(admins.email));
      return rows.map((row) => row.email);
    },

    /** The project's languages, the first being the default (one column, not the whole view). */
    async languagesOf(projectId: string): Promise<string[]> {
      const [found] = await db
        .select({ languages: projects.languages })
        .from(projects)
        .where(eq(projects.id, projectId));
      if (!found) throw new NotFound('Project');
      return found.languages;
    },

    /** The project a key belongs to (cached, `KEY_TTL_MS`; unknown keys are not). */
    findIdByKey(kind: 'public' | 'private', key: string): Promise<string | undefined> {
      return projectIdByKey.load(`${kind}:${key}`, async () => {
        const column = kind === 'public' ? projects.apiKey : projects.privateApiKey;
        const [found] = await db.select({ id: projects.id }).from(projects).where(eq(column, key));
        return found?.id;
      });
    },
  };

  async function row(projectId: string): Promise<ProjectRow> {
    const [found] = await db.select().from(projects).where(eq(projects.id, projectId));
    if (!found) throw new NotFound('Project');
    return found;
  }

  return service;
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
