import { z } from 'zod';
import { email, metadata, password, someOf, timestamp, uuid } from '../../core/schemas';

export const admin = z
  .object({ id: uuid, email: z.string(), name: z.string(), createdAt: timestamp, updatedAt: timestamp })
  .meta({ id: 'Admin' });

export const user = z
  .object({
    id: uuid,
    projectId: uuid,
    email: z.string(),
    phone: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.enum(['active', 'blocked']),
    metadata,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'User' });

export const loginBody = z.object({ email, password: z.string().min(1).max(128) }).meta({ id: 'LoginBody' });

export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, 'Expected a phone number of 6 to 15 digits, optionally starting with +');

export const signupBody = z
  .object({
    email,
    password,
    phone: phone.optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    metadata: metadata.optional(),
  })
  .meta({ id: 'SignupBody' });

export const updateSelfBody = someOf(
  z.object({
    phone: phone.nullable().optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    metadata: metadata.optional(),
  }),
).meta({ id: 'UpdateSelfBody' });

export const updatePasswordBody = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: password })
  .meta({ id: 'UpdatePasswordBody' });

export const adminSession = z
  .object({ sessionId: z.string(), expiresAt: timestamp, user: admin })
  .meta({ id: 'AdminSession' });
export const userSession = z
  .object({ sessionId: z.string(), expiresAt: timestamp, user })
  .meta({ id: 'UserSession' });

export type Admin = z.infer<typeof admin>;
export type User = z.infer<typeof user>;
export type LoginBody = z.infer<typeof loginBody>;
export type SignupBody = z.infer<typeof signupBody>;
export type UpdateSelfBody = z.infer<typeof updateSelfBody>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;
export type AdminSession = z.infer<typeof adminSession>;
export type UserSession = z.infer<typeof userSession>;
