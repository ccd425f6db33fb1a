import { z } from 'zod';
import { pagination, someOf, timestamp, uuid } from '../../core/schemas';
import { bodyList, bodyPagination, commaList, sortOrder, tag, textQuery } from './shared';

const profileSort = z
  .enum(['created', 'name'])
  .default('created')
  .describe('created (newest first by default) or name (A first by default)');

/** What anyone in the project may see of a profile. Its id is the end user's id. */
export const profileBasic = z
  .object({
    id: uuid.describe('The end user’s id'),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string(),
    interests: z.array(z.string()),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: 'ProfileBasic' });

/** The whole profile: its owner and the project's admins see the contact fields too. */
export const profileFull = profileBasic
  .extend({
    projectId: uuid,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: 'ProfileFull' });

export const updateProfileBody = someOf(
  z
    .object({
      displayName: z.string().trim().min(1).max(100),
      avatarUrl: z
        .string()
        .max(2000)
        .regex(/^(https?:\/\/|\/)\S+$/, 'Expected an http(s) URL or a path starting with /')
        .nullable(),
      bio: z.string().trim().max(1000),
      interests: z.array(tag).max(50),
      email: z.email().max(254).nullable(),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9]{6,15}$/, 'Expected a phone number of 6 to 15 digits, optionally starting with +')
        .nullable(),
      address: z.string().trim().max(300).nullable(),
    })
    .partial()
    .strict(),
).meta({ id: 'UpdateProfileBody' });

/** An end user's search of the project's profiles; those they block are left out. */
export const profileSearchBody = z
  .object({
    query: textQuery.describe('Case-insensitive part of the display name'),
    interestsIn: bodyList(tag, 'Profiles with at least one of these interests'),
    inUserIds: bodyList(uuid, 'Only these end users'),
    notInUserIds: bodyList(uuid, 'Not these end users'),
    sort: profileSort,
    order: sortOrder.optional(),
    ...bodyPagination,
  })
  .strict()
  .meta({ id: 'ProfileSearchBody' });

/** The admin's search (GET, lists comma-joined). */
export const adminProfileSearchQuery = pagination.extend({
  query: textQuery.describe('Case-insensitive part of the display name'),
  interestsIn: commaList(tag, 'Profiles with at least one of these interests'),
  inUserIds: commaList(uuid, 'Only these end users'),
  notInUserIds: commaList(uuid, 'Not these end users'),
  sort: profileSort,
  order: sortOrder.optional(),
});

/** `{ limit, page }` of the follower and following lists (a JSON body, as the spec has it). */
export const followListBody = z.object(bodyPagination).strict().meta({ id: 'FollowListBody' });

export const blockStatus = z
  .object({
    profileId: uuid,
    blocked: z.boolean().describe('Whether the caller blocks this profile'),
    since: timestamp.nullable(),
  })
  .meta({ id: 'BlockStatus' });

export const profileParams = z.object({ id: uuid, profileId: uuid });

export type ProfileBasic = z.infer<typeof profileBasic>;
export type ProfileFull = z.infer<typeof profileFull>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type ProfileSearchBody = z.input<typeof profileSearchBody>;
export type FollowListBody = z.input<typeof followListBody>;
export type BlockStatus = z.infer<typeof blockStatus>;
/** What the admin's profile search accepts, as the kit takes it (lists comma-joined on the wire). */
export type AdminProfileSearchFilters = {
  query?: string;
  interestsIn?: string[];
  inUserIds?: string[];
  notInUserIds?: string[];
  sort?: 'created' | 'name';
  order?: 'asc' | 'desc';
  limit?: number;
  page?: number;
};
