import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { Forbidden, NotFound, ValidationFailed } from '../../core/errors';
import type { AuthService } from '../auth/service';
import type { BlockStatus, ProfileBasic, ProfileFull, UpdateProfileBody } from './profile-schemas';
import { containsPattern, offsetOf } from './shared';
import { profileBlocks, profileFollows, profiles } from './tables';

type ProfileRow = typeof profiles.$inferSelect;
type Paging = { limit: number; page: number };

export type ProfileFilters = Paging & {
  query?: string;
  interestsIn?: string[];
  inUserIds?: string[];
  notInUserIds?: string[];
  sort: 'created' | 'name';
  order?: 'asc' | 'desc';
};

/**
 * Profiles of end users, one each, with the same id as the user. A profile is made on first access
 * (by anyone) from the user's account, read through the auth service.
 */
export function createProfileService({ db, auth }: { db: Database; auth: Pick<AuthService, 'getUser'> }) {
  /** The user's profile in the project, made now if it is the first access. @throws NotFound otherwise. */
  async function ensure(projectId: string, userId: string): Promise<ProfileRow> {
    const [existing] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (existing) {
      if (existing.projectId !== projectId) throw new NotFound('Profile');
      return existing;
    }
    const user = await auth.getUser(userId).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    if (!user || user.projectId !== projectId) throw new NotFound('Profile');
    await db
      .insert(profiles)
      .values({
        id: user.id,
        projectId,
        displayName: `${user.firstName} ${user.lastName}`.trim() || user.email.split('@')[0]!,
        email: user.email,
        phone: user.phone,
      })
      .onConflictDoNothing();
    const [created] = await db.select().from(profiles).where(eq(profiles.id, userId));
    return created!;
  }

  /** Follower and following counts of the profiles: two grouped queries for any number of profiles. */
  async function basics(rows: ProfileRow[]): Promise<ProfileBasic[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((found) => found.id);
    const [followers, followings] = await Promise.all([
      db
        .select({ id: profileFollows.followeeId, value: count() })
        .from(profileFollows)
        .where(inArray(profileFollows.followeeId, ids))
        .groupBy(profileFollows.followeeId),
      db
        .select({ id: profileFollows.followerId, value: count() })
        .from(profileFollows)
        .where(inArray(profileFollows.followerId, ids))
        .groupBy(profileFollows.followerId),
    ]);
    const followerCounts = new Map(followers.map((entry) => [entry.id, entry.value]));
    const followingCounts = new Map(followings.map((entry) => [entry.id, entry.value]));
    return rows.map((found) => ({
      id: found.id,
      displayName: found.displayName,
      avatarUrl: found.avatarUrl,
      bio: found.bio,
      interests: found.interests,
      followerCount: followerCounts.get(found.id) ?? 0,
      followingCount: followingCounts.get(found.id) ?? 0,
      createdAt: found.createdAt,
    }));
  }

  async function fulls(rows: ProfileRow[]): Promise<ProfileFull[]> {
    const basicViews = await basics(rows);
    return rows.map((found, index) => ({
      ...basicViews[index]!,
      projectId: found.projectId,
      email: found.email,
      phone: found.phone,
      address: found.address,
      updatedAt: found.updatedAt,
    }));
  }

  function notSelf(selfId: string, otherId: string, action: string) {
    if (selfId === otherId) {
      throw new ValidationFailed(`You cannot ${action} yourself`, [
        { path: 'id', rule: 'not_self', message: `You cannot ${action} yourself` },
      ]);
    }
  }

  /** Locks both profiles (in id order, so two requests cannot deadlock) for a follow or block decision. */
  async function lockPair(tx: Pick<Database, 'select'>, first: string, second: string) {
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.id, [first, second]))
      .orderBy(asc(profiles.id))
      .for('update');
  }

  async function followList(
    projectId: string,
    profileId: string,
    direction: 'followers' | 'followings',
    paging: Paging,
  ) {
    await ensure(projectId, profileId);
    const [self, other] =
      direction === 'followers'
        ? [profileFollows.followeeId, profileFollows.followerId]
        : [profileFollows.followerId, profileFollows.followeeId];
    const [rows, [total]] = await Promise.all([
      db
        .select({ profile: profiles })
        .from(profileFollows)
        .innerJoin(profiles, eq(profiles.id, other))
        .where(eq(self, profileId))
        .orderBy(desc(profileFollows.createdAt), desc(other))
        .limit(paging.limit)
        .offset(offsetOf(paging)),
      db.select({ value: count() }).from(profileFollows).where(eq(self, profileId)),
    ]);
    return {
      items: await basics(rows.map((found) => found.profile)),
      total: total?.value ?? 0,
      page: paging.page,
      limit: paging.limit,
    };
  }

  const service = {
    ensure,

    async getBasic(projectId: string, profileId: string): Promise<ProfileBasic> {
      return (await basics([await ensure(projectId, profileId)]))[0]!;
    },

    async getFull(projectId: string, profileId: string): Promise<ProfileFull> {
      return (await fulls([await ensure(projectId, profileId)]))[0]!;
    },

    async update(projectId: string, profileId: string, changes: UpdateProfileBody): Promise<ProfileFull> {
      await ensure(projectId, profileId);
      const [updated] = await db
        .update(profiles)
        .set(changes)
        .where(and(eq(profiles.id, profileId), eq(profiles.projectId, projectId)))
        .returning();
      return (await fulls([updated!]))[0]!;
    },

    /**
     * Profiles of the project: basic views for an end user (`viewerId`: those they block are left out),
     * full ones for an admin.
     */
    async search<V extends 'basic' | 'full'>(
      projectId: string,
      filters: ProfileFilters,
      options: { view: V; viewerId?: string },
    ) {
      const where: SQL[] = [eq(profiles.projectId, projectId)];
      if (filters.query) where.push(ilike(profiles.displayName, containsPattern(filters.query)));
      if (filters.interestsIn?.length) where.push(arrayOverlaps(profiles.interests, filters.interestsIn));
      if (filters.inUserIds?.length) where.push(inArray(profiles.id, filters.inUserIds));
      if (filters.notInUserIds?.length) where.push(notInArray(profiles.id, filters.notInUserIds));
      if (options.viewerId) {
        const blocked = db
          .select({ one: sql`1` })
          .from(profileBlocks)
          .where(
            and(eq(profileBlocks.blockerId, options.viewerId), eq(profileBlocks.blockedId, profiles.id)),
          );
        where.push(notExists(blocked));
      }
      const direction = filters.order ?? (filters.sort === 'created' ? 'desc' : 'asc');
      const by = direction === 'asc' ? asc : desc;
      const column = filters.sort === 'name' ? sql`lower(${profiles.displayName})` : profiles.createdAt;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(profiles)
          .where(and(...where))
          .orderBy(by(column), by(profiles.id))
          .limit(filters.limit)
          .offset(offsetOf(filters)),
        db
          .select({ value: count() })
          .from(profiles)
          .where(and(...where)),
      ]);
      const views = (options.view === 'full' ? await fulls(rows) : await basics(rows)) as V extends 'full'
        ? ProfileFull[]
        : ProfileBasic[];
      return { items: views, total: total?.value ?? 0, page: filters.page, limit: filters.limit };
    },

    /**
     * The user follows the profile (again: no change) and gets its basic view back.
     * @throws ValidationFailed for oneself; Forbidden BLOCKED when either blocks the other.
     */
    async follow(projectId: string, followerId: string, followeeId: string): Promise<ProfileBasic> {
      notSelf(followerId, followeeId, 'follow');
      await ensure(projectId, followerId);
      const followee = await ensure(projectId, followeeId);
      await db.transaction(async (tx) => {
        await lockPair(tx, followerId, followeeId);
        const [block] = await tx
          .select({ blockerId: profileBlocks.blockerId })
          .from(profileBlocks)
          .where(
            or(
              and(eq(profileBlocks.blockerId, followerId), eq(profileBlocks.blockedId, followeeId)),
              and(eq(profileBlocks.blockerId, followeeId), eq(profileBlocks.blockedId, followerId)),
            ),
          )
          .limit(1);
        if (block) {
          throw new Forbidden(
            block.blockerId === followerId
              ? 'You block this profile: unblock it to follow it'
              : 'This profile blocks you: you cannot follow it',
            'BLOCKED',
          );
        }
        await tx.insert(profileFollows).values({ followerId, followeeId }).onConflictDoNothing();
      });
      return (await basics([followee]))[0]!;
    },

    async unfollow(projectId: string, followerId: string, followeeId: string): Promise<void> {
      await ensure(projectId, followeeId);
      await db
        .delete(profileFollows)
        .where(and(eq(profileFollows.followerId, followerId), eq(profileFollows.followeeId, followeeId)));
    },

    followers: (projectId: string, profileId: string, paging: Paging) =>
      followList(projectId, profileId, 'followers', paging),

    followings: (projectId: string, profileId: string, paging: Paging) =>
      followList(projectId, profileId, 'followings', paging),

    /** The user blocks the profile: it leaves their searches and any follow between the two ends. */
    async block(projectId: string, blockerId: string, blockedId: string): Promise<BlockStatus> {
      notSelf(blockerId, blockedId, 'block');
      await ensure(projectId, blockerId);
      await ensure(projectId, blockedId);
      await db.transaction(async (tx) => {
        await lockPair(tx, blockerId, blockedId);
        await tx.insert(profileBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
        await tx
          .delete(profileFollows)
          .where(
            or(
              and(eq(profileFollows.followerId, blockerId), eq(profileFollows.followeeId, blockedId)),
              and(eq(profileFollows.followerId, blockedId), eq(profileFollows.followeeId, blockerId)),
            ),
          );
      });
      return service.blockStatus(projectId, blockerId, blockedId);
    },

    async unblock(projectId: string, blockerId: string, blockedId: string): Promise<void> {
      await ensure(projectId, blockedId);
      await db
        .delete(profileBlocks)
        .where(and(eq(profileBlocks.blockerId, blockerId), eq(profileBlocks.blockedId, blockedId)));
    },

    async blockStatus(projectId: string, blockerId: string, blockedId: string): Promise<BlockStatus> {
      await ensure(projectId, blockedId);
      const [block] = await db
        .select({ since: profileBlocks.createdAt })
        .from(profileBlocks)
        .where(and(eq(profileBlocks.blockerId, blockerId), eq(profileBlocks.blockedId, blockedId)));
      return { profileId: blockedId, blocked: Boolean(block), since: block?.since ?? null };
    },
  };
  return service;
}

export type ProfileService = ReturnType<typeof createProfileService>;
