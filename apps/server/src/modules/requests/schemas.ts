import { z } from 'zod';
import { calendarDate, pagination, timestamp, uuid } from '../../core/schemas';
import { holidayTypes } from '../intranet/types';
import { actorKinds, historyActions, requestActionTypes, requestStatuses } from './types';

const line = (max = 200) => z.string().trim().min(1).max(max);
const note = z.string().trim().max(2000).optional();
const amount = z
  .object({ amount: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/, 'Expected ISO 4217') })
  .describe('Money in minor units, e.g. { amount: 1250, currency: "GEL" } is 12.50 GEL');
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, 'Expected a phone number of 6 to 15 digits');

/** What every home-appliance action is about: an item (of the e-commerce catalogue, or named) and how many. */
const item = {
  itemId: uuid.optional().describe('The e-commerce item, when it is in the catalogue'),
  itemName: line(),
  quantity: z.number().int().min(1).max(1000),
  note,
};

// One payload per request-action type; `type` tells them apart. Date ranges are checked by the service
// (`endDate` not before `startDate`, rule `date_order`).
export const visitData = z.object({
  type: z.literal('visit'),
  date: calendarDate,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')
    .optional(),
  purpose: line(500),
  location: line(300).optional(),
});
export const changeFileData = z.object({
  type: z.literal('change_file'),
  documentName: line().describe('The HR document to change, e.g. "bank account" or "address"'),
  fileId: uuid.optional().describe('An uploaded file that supports the change'),
  reason: line(2000),
});
export const vacationData = z.object({
  type: z.literal('vacation'),
  holidayType: z.enum(holidayTypes).default('holiday'),
  startDate: calendarDate,
  endDate: calendarDate,
  note,
});
export const trainingData = z.object({
  type: z.literal('training'),
  topic: line(),
  startDate: calendarDate,
  endDate: calendarDate,
  provider: line().optional(),
  cost: amount.optional(),
  note,
});
export const buyData = z.object({
  type: z.literal('buy'),
  ...item,
  deliveryAddress: line(500),
  preferredDate: calendarDate.optional(),
});
export const rentData = z.object({
  type: z.literal('rent'),
  ...item,
  deliveryAddress: line(500),
  startDate: calendarDate,
  endDate: calendarDate,
});
export const sellData = z.object({
  type: z.literal('sell'),
  ...item,
  condition: z.enum(['new', 'like_new', 'used', 'broken']),
  askingPrice: amount.optional(),
  pickupAddress: line(500),
});
export const rentOutData = z.object({
  type: z.literal('rent_out'),
  ...item,
  pickupAddress: line(500),
  startDate: calendarDate,
  endDate: calendarDate.optional(),
  monthlyPrice: amount.optional(),
});
export const exchangeData = z.object({
  type: z.literal('exchange'),
  ...item,
  desiredItemName: line(),
  address: line(500),
});
export const waitingListData = z.object({
  type: z.literal('waiting_list'),
  ...item,
  contactPhone: phone.optional(),
});
export const requestInvoiceData = z.object({
  type: z.literal('request_invoice'),
  orderId: uuid.optional().describe('The e-commerce order to invoice'),
  itemName: line().optional(),
  billingName: line(),
  billingAddress: line(500),
  taxId: line(50).optional(),
  amount: amount.optional(),
  note,
});
export const redirectFriendData = z.object({
  type: z.literal('redirect_friend'),
  itemId: uuid.optional(),
  itemName: line().optional(),
  friendName: line(),
  friendPhone: phone.optional().describe('The friend’s phone or e-mail is required'),
  friendEmail: z.email().max(254).optional(),
  note,
});
export const replaceApartmentData = z.object({
  type: z.literal('replace_apartment'),
  ...item,
  fromAddress: line(500),
  toAddress: line(500),
  moveDate: calendarDate,
});

export const requestActionData = z
  .discriminatedUnion('type', [
    visitData,
    changeFileData,
    vacationData,
    trainingData,
    buyData,
    rentData,
    sellData,
    rentOutData,
    exchangeData,
    waitingListData,
    requestInvoiceData,
    redirectFriendData,
    replaceApartmentData,
  ])
  .meta({
    id: 'RequestActionData',
    description: 'The payload of one request-action type, told apart by `type`',
  });

const commentText = z.string().trim().min(1).max(4000);

export const createRequestActionBody = z
  .object({
    data: requestActionData,
    userId: uuid.optional().describe('Admin only (required there): the end user the request is for'),
    comment: commentText.optional().describe('A first comment'),
  })
  .meta({ id: 'CreateRequestActionBody' });

export const updateRequestActionBody = z
  .object({
    data: requestActionData
      .optional()
      .describe('End user: the new payload of their pending request (same type)'),
    status: z
      .enum(['reviewed', 'confirmed', 'rejected'])
      .optional()
      .describe('Admin (required there): the status to move to'),
    comment: commentText.optional().describe('Admin: a comment added with the change'),
    proposal: requestActionData
      .optional()
      .describe('Admin, with status `reviewed`: the proposed replacement of the payload (same type)'),
  })
  .meta({ id: 'UpdateRequestActionBody' });

export const reviewRequestActionBody = z
  .object({
    comment: commentText.optional(),
    proposal: requestActionData.optional().describe('The proposed replacement of the payload (same type)'),
  })
  .meta({ id: 'ReviewRequestActionBody', description: 'A comment, a proposal or both' });

export const confirmRequestActionBody = z
  .object({
    id: uuid,
    accept: z.boolean().describe('true: accept the review (and its proposal); false: reject it'),
    comment: commentText.optional(),
  })
  .meta({ id: 'ConfirmRequestActionBody' });

export const addCommentBody = z.object({ text: commentText }).meta({ id: 'AddRequestActionCommentBody' });

/** `a,b,c` of allowed values (arrays travel comma-joined in query strings). */
const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)));

export const listRequestActionsQuery = pagination.extend({
  projectId: uuid.optional().describe('Admin (required there): the project'),
  status: commaList(requestStatuses).optional().describe('Comma-joined statuses'),
  type: commaList(requestActionTypes).optional().describe('Comma-joined types'),
  userId: uuid.optional().describe('Admin: only this requester'),
  scope: z
    .enum(['own', 'team'])
    .default('own')
    .describe('End user: their own requests, or those of their direct reports (managers)'),
});

export const projectQuery = z.object({ projectId: uuid.optional().describe('Admin (required there)') });

export const actor = z
  .object({ kind: z.enum(actorKinds), id: uuid, name: z.string() })
  .meta({ id: 'RequestActionActor' });

export const requestActionComment = z
  .object({ id: uuid, author: actor, text: z.string(), createdAt: timestamp })
  .meta({ id: 'RequestActionComment' });

export const requestActionHistoryEntry = z
  .object({
    id: uuid,
    action: z.enum(historyActions),
    fromStatus: z.enum(requestStatuses).nullable(),
    toStatus: z.enum(requestStatuses),
    actor,
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'RequestActionHistoryEntry' });

export const requestAction = z
  .object({
    id: uuid,
    projectId: uuid,
    userId: uuid.describe('The requester'),
    type: z.enum(requestActionTypes),
    status: z.enum(requestStatuses),
    data: requestActionData,
    proposal: requestActionData.nullable(),
    days: z.number().int().nullable().describe('Working days of a vacation; null for other types'),
    comments: z.array(requestActionComment),
    history: z.array(requestActionHistoryEntry),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'RequestAction' });

export type RequestActionData = z.infer<typeof requestActionData>;
export type RequestActionDataInput = z.input<typeof requestActionData>;
export type CreateRequestActionBody = z.input<typeof createRequestActionBody>;
export type UpdateRequestActionBody = z.input<typeof updateRequestActionBody>;
export type ReviewRequestActionBody = z.input<typeof reviewRequestActionBody>;
export type ConfirmRequestActionBody = z.infer<typeof confirmRequestActionBody>;
export type AddRequestActionCommentBody = z.infer<typeof addCommentBody>;
/** The list's filters as the kit takes them: arrays, which travel comma-joined. */
export type ListRequestActionsQuery = Omit<z.input<typeof listRequestActionsQuery>, 'status' | 'type'> & {
  status?: RequestStatus[];
  type?: RequestActionType[];
};
export type RequestActionActor = z.infer<typeof actor>;
export type RequestActionComment = z.infer<typeof requestActionComment>;
export type RequestActionHistoryEntry = z.infer<typeof requestActionHistoryEntry>;
export type RequestAction = z.infer<typeof requestAction>;
export type RequestActionType = RequestAction['type'];
export type RequestStatus = RequestAction['status'];
