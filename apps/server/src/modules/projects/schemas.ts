import { z } from 'zod';
import { metadata, timestamp, uuid } from '../../core/schemas';

const language = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language code such as en or ka');

export const provider = z
  .object({
    id: uuid,
    type: z.enum(['v1', 'v2']),
    name: z.string(),
    active: z.boolean(),
    config: metadata,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Provider' });

export const customTypeSummary = z.object({ id: uuid, apiId: z.string(), name: z.string() });

/** The Project entity with the spec's field names. */
export const project = z
  .object({
    id: uuid,
    name: z.string(),
    users: z.number().int().describe('Number of end users'),
    custom_types: z.array(customTypeSummary).describe('The project content models'),
    files: z.number().int().describe('Number of uploaded files'),
    languages: z.array(z.string()),
    providers: z.array(provider).describe('Every provider; the kit keeps only type v2'),
    api_key: z.string().describe('Public key (X-Project-Key)'),
    private_api_key: z
      .string()
      .optional()
      .describe('Private key (X-Private-Key); shown to the project admins only'),
    created: timestamp,
    metadata,
  })
  .meta({ id: 'Project' });

export const createProjectBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    languages: z.array(language).min(1).max(10).default(['en']),
    metadata: metadata.optional(),
  })
  .meta({ id: 'CreateProjectBody' });

export const updateProjectBody = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    languages: z.array(language).min(1).max(10).optional(),
    metadata: metadata.optional(),
  })
  .meta({ id: 'UpdateProjectBody' });

export const rotateKeyBody = z.object({ kind: z.enum(['public', 'private']) }).meta({ id: 'RotateKeyBody' });

export const projectStats = z
  .object({
    userCount: z.number().int(),
    contentCount: z.number().int(),
    registeredUserCount: z.number().int(),
    currentBillAmount: z.object({ amount: z.number().int(), currency: z.string() }),
  })
  .meta({ id: 'ProjectStats', description: 'Fixed placeholder values, not real data (as the spec says).' });

export const sampleDocument = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    previewURL: z.string(),
    isAccepted: z.boolean(),
    acceptedAt: timestamp.nullable(),
    acceptedBy: z.string().nullable(),
    validFrom: timestamp,
  })
  .meta({ id: 'SampleDocument', description: 'Fixed placeholder data (as the spec says).' });

export const providerParams = z.object({ id: uuid, providerId: uuid });

export type Project = z.infer<typeof project>;
export type Provider = z.infer<typeof provider>;
export type CreateProjectBody = z.infer<typeof createProjectBody>;
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;
export type ProjectStats = z.infer<typeof projectStats>;
export type SampleDocument = z.infer<typeof sampleDocument>;
