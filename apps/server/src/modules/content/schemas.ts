import { z } from 'zod';
import { pagination, timestamp, uuid } from '../../core/schemas';

export const FIELD_TYPES = [
  'text',
  'rich_text',
  'number',
  'boolean',
  'date',
  'enum',
  'relation',
  'file',
  'image',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Longest value a `unique` text field may hold: its values go into a b-tree index. */
export const UNIQUE_TEXT_MAX_LENGTH = 500;

/** A model's api id: a lower-case slug, e.g. `news`, `blog-post`. */
export const apiId = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'Expected a lower-case slug such as news or blog-post');

/** An entity's slug, unique per model: `about`, `price-update-march`. */
export const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lower-case slug such as about-us');

export const contentField = z
  .object({
    id: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/, 'Expected a letter then letters, digits or _ (at most 64)')
      .describe('Key of the value in `data`'),
    name: z.string().trim().min(1).max(120),
    description: z.string().max(1000).optional(),
    type: z.enum(FIELD_TYPES),
    localized: z
      .boolean()
      .default(false)
      .describe('The value is an object with one value per project language, e.g. {en, ka}'),
    required: z.boolean().default(false),
    unique: z
      .boolean()
      .default(false)
      .describe('No two entities of the model share the value (per language when localized)'),
    multiple: z.boolean().default(false).describe('enum, relation, file, image: the value is a list'),
    minLength: z.number().int().min(0).optional().describe('text, rich_text'),
    maxLength: z.number().int().min(1).optional().describe('text, rich_text'),
    min: z.number().optional().describe('number'),
    max: z.number().optional().describe('number'),
    pattern: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .describe('text: a regular expression the value must match'),
    options: z.array(z.string().min(1).max(100)).max(500).optional().describe('enum: the allowed values'),
    target: apiId.optional().describe('relation: the api id of the target model (entity ids as values)'),
  })
  .strict()
  .meta({ id: 'ContentField' });

const modelFields = z.array(contentField).max(100);

export const customType = z
  .object({
    id: uuid,
    apiId: z.string(),
    name: z.string(),
    description: z.string(),
    fields: z.array(contentField),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'CustomType' });

export const createCustomTypeBody = z
  .object({
    apiId,
    name: z.string().trim().min(1).max(120),
    description: z.string().max(2000).default(''),
    fields: modelFields,
  })
  .strict()
  .meta({ id: 'CreateCustomTypeBody' });

export const updateCustomTypeBody = z
  .object({
    apiId: apiId.optional(),
    name: z.string().trim().min(1).max(120).optional(),
    description: z.string().max(2000).optional(),
    fields: modelFields
      .optional()
      .describe(
        'Replaces every field. Values of removed fields are dropped from the entities; other changes must ' +
          'suit the existing entities (409 MODEL_INCOMPATIBLE otherwise).',
      ),
  })
  .strict()
  .meta({ id: 'UpdateCustomTypeBody' });

export const customTypeList = z.object({ customTypes: z.array(customType) }).meta({ id: 'CustomTypeList' });
export const customTypeEnvelope = z.object({ customType }).meta({ id: 'CustomTypeEnvelope' });

export const customTypeParams = z.object({
  id: uuid,
  typeId: z.string().min(1).max(64).describe('The model id or its api id'),
});
export const deleteCustomTypeQuery = z.object({
  force: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Also delete the entities of the model (refused with 409 MODEL_IN_USE otherwise)'),
});

export const entityStatus = z.enum(['draft', 'published']);

export const entity = z
  .object({
    id: uuid,
    kind: z.string().describe('The api id of the model'),
    slug: z.string().nullable(),
    status: entityStatus,
    data: z.record(z.string(), z.unknown()),
    publishedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Entity' });

export const entityPage = z
  .object({
    items: z.array(entity),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'EntityPage' });

export const entityBody = z
  .object({
    data: z
      .record(z.string(), z.unknown())
      .describe('Field values, validated against the model: unknown keys, broken rules → 400'),
    status: entityStatus.optional().describe('Default draft on create; unchanged on update'),
    slug: slug.nullable().optional().describe('Unique per model; null clears it on update'),
  })
  .strict()
  .meta({ id: 'EntityBody' });

export const updateEntityBody = entityBody.partial().meta({
  id: 'UpdateEntityBody',
  description: 'Only what is given changes; `data` replaces the whole data',
});

export const entityKindParams = z.object({ id: uuid, kind: apiId });
export const entityParams = z.object({ id: uuid, kind: apiId, entityId: uuid });
export const entityListQuery = pagination.extend({ status: entityStatus.optional() });

const lang = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language code such as en or ka')
  .optional()
  .describe("Flattens localized fields to this language's value (the project's first language if missing)");

export const cmsEntry = z
  .object({
    id: uuid,
    kind: z.string(),
    slug: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    publishedAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'CmsEntry' });

export const cmsPage = z
  .object({
    items: z.array(cmsEntry),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'CmsPage' });

export const cmsListParams = z.object({ id: uuid, apiId });
export const cmsEntryParams = z.object({
  id: uuid,
  apiId,
  contentId: z.string().min(1).max(200).describe('The entity id or its slug'),
});
export const cmsListQuery = pagination.extend({ lang });
export const cmsEntryQuery = z.object({ lang });

export type ContentFieldInput = z.input<typeof contentField>;
export type ContentField = z.infer<typeof contentField>;
export type CustomType = z.infer<typeof customType>;
export type CreateCustomTypeBody = z.infer<typeof createCustomTypeBody>;
export type UpdateCustomTypeBody = z.infer<typeof updateCustomTypeBody>;
export type CustomTypeList = z.infer<typeof customTypeList>;
export type CustomTypeEnvelope = z.infer<typeof customTypeEnvelope>;
export type EntityStatus = z.infer<typeof entityStatus>;
export type Entity = z.infer<typeof entity>;
export type EntityPage = z.infer<typeof entityPage>;
export type EntityBody = z.infer<typeof entityBody>;
export type UpdateEntityBody = z.infer<typeof updateEntityBody>;
export type EntityListQuery = z.infer<typeof entityListQuery>;
export type CmsEntry = z.infer<typeof cmsEntry>;
export type CmsPage = z.infer<typeof cmsPage>;
export type CmsListQuery = z.infer<typeof cmsListQuery>;
