import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { uniqueViolation } from '../../../core/database/errors';
import { Conflict, NotFound, ValidationFailed } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import type { FilesService } from '../../files/service';
import { recordAudit } from '../audit';
import { ORDER_MESSAGES, ORDER_RULES, type OrderStatus } from './rules';
import type { FleetOrderDocument } from './schemas';
import { fleetOrderDocuments, fleetOrders } from './tables';
import { documentsLocked, type OrderRow } from './view';

/** While an order is open for payment, its documents may change (until both sides confirm). */
export const PAYABLE_STATUSES: OrderStatus[] = ['draft', 'PENDING', 'CONFIRMED'];

/**
 * Payment documents: files uploaded through the platform's file upload (POST /file/upload), attached to
 * an order. Each change locks the order's row first (`select … for update`), so the count of ten and the
 * lock of both confirmations hold under concurrent requests.
 */
export function createOrderDocuments({ db, files }: { db: Database; files: Pick<FilesService, 'find'> }) {
  async function lockOrder(tx: Database, scope: CompanyScope, orderId: string): Promise<OrderRow> {
    const [order] = await tx
      .select()
      .from(fleetOrders)
      .where(and(eq(fleetOrders.id, orderId), eq(fleetOrders.companyId, scope.companyId)))
      .for('update');
    if (!order || order.kind === 'card') throw new NotFound('Order');
    return order;
  }

  const actor = (scope: CompanyScope) => ({ companyId: scope.companyId, userId: scope.userId });

  return {
    /**
     * Attaches a file the user uploaded to the order.
     *
     * @throws ValidationFailed 400 on `fileId` (`exists`) for a file the user did not upload in the project;
     *   Conflict 409 `DOCUMENT_LIMIT` ('At most 10 payment documents') for an 11th, `DOCUMENTS_LOCKED` once
     *   both sides confirmed the payment, `ORDER_CLOSED` when the order no longer takes payment,
     *   `CONFLICT` when the file is attached already.
     */
    async attach(scope: CompanyScope, orderId: string, fileId: string): Promise<FleetOrderDocument> {
      const file = await files.find(scope.projectId, fileId);
      if (!file || file.uploadedBy !== `user:${scope.userId}`) {
        throw new ValidationFailed('Upload the file first (POST /file/upload), then attach it', [
          { path: 'fileId', rule: 'exists', message: 'No file of yours has this id' },
        ]);
      }
      try {
        return await db.transaction(async (tx) => {
          const order = await lockOrder(tx, scope, orderId);
          if (documentsLocked(order)) {
            throw new Conflict(ORDER_MESSAGES.documentsLocked, undefined, 'DOCUMENTS_LOCKED');
          }
          if (!PAYABLE_STATUSES.includes(order.status)) {
            throw new Conflict(`A ${order.status} order takes no more documents`, undefined, 'ORDER_CLOSED');
          }
          const [{ value } = { value: 0 }] = await tx
            .select({ value: count() })
            .from(fleetOrderDocuments)
            .where(eq(fleetOrderDocuments.orderId, orderId));
          if (value >= ORDER_RULES.maxDocuments) {
            throw new Conflict(
              ORDER_MESSAGES.tooManyDocuments,
              [{ path: 'fileId', rule: 'max_documents', message: ORDER_MESSAGES.tooManyDocuments }],
              'DOCUMENT_LIMIT',
            );
          }
          const [document] = await tx
            .insert(fleetOrderDocuments)
            .values({
              orderId,
              fileId,
              name: file.name,
              contentType: file.contentType,
              size: file.size,
              url: file.url,
              uploadedByUserId: scope.userId,
            })
            .returning();
          await recordAudit(tx, actor(scope), {
            entity: 'order',
            entityId: orderId,
            action: 'attach_document',
            after: { documentId: document!.id, fileId, name: file.name },
          });
          return document!;
        });
      } catch (error) {
        if (uniqueViolation(error) !== 'fleet_order_documents_order_file_unique') throw error;
        throw new Conflict('This file is attached to the order already', [
          { path: 'fileId', rule: 'unique', message: 'Attached already' },
        ]);
      }
    },

    /**
     * Removes a document. Removing the last one takes back the company's payment confirmation.
     *
     * @throws NotFound 404; Conflict 409 `FILE_NOT_DELETED` ('File not deleted') once both sides confirmed
     *   the payment or the order no longer takes payment.
     */
    async remove(scope: CompanyScope, orderId: string, documentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, scope, orderId);
        if (documentsLocked(order) || !PAYABLE_STATUSES.includes(order.status)) {
          throw new Conflict(ORDER_MESSAGES.fileNotDeleted, undefined, 'FILE_NOT_DELETED');
        }
        const [removed] = await tx
          .delete(fleetOrderDocuments)
          .where(and(eq(fleetOrderDocuments.id, documentId), eq(fleetOrderDocuments.orderId, orderId)))
          .returning();
        if (!removed) throw new NotFound('Document');
        await tx
          .update(fleetOrders)
          .set({ companyConfirmedAt: null })
          .where(
            and(
              eq(fleetOrders.id, orderId),
              sql`not exists (select 1 from ${fleetOrderDocuments} where ${fleetOrderDocuments.orderId} = ${orderId})`,
            ),
          );
        await recordAudit(tx, actor(scope), {
          entity: 'order',
          entityId: orderId,
          action: 'remove_document',
          before: { documentId, fileId: removed.fileId, name: removed.name },
        });
      });
    },

    /**
     * The company confirms that it paid (its documents prove it); again is a no-op. The retailer's
     * acceptance then makes the payment count.
     *
     * @throws NotFound 404; Conflict 409 `NO_DOCUMENTS` without a document, `ORDER_CLOSED` for an order
     *   not PENDING or CONFIRMED.
     */
    async confirm(scope: CompanyScope, orderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, scope, orderId);
        if (order.companyConfirmedAt) return;
        if (!(['PENDING', 'CONFIRMED'] as OrderStatus[]).includes(order.status)) {
          throw new Conflict(`A ${order.status} order takes no payment`, undefined, 'ORDER_CLOSED');
        }
        const [updated] = await tx
          .update(fleetOrders)
          .set({ companyConfirmedAt: new Date() })
          .where(
            and(
              eq(fleetOrders.id, orderId),
              isNull(fleetOrders.companyConfirmedAt),
              inArray(fleetOrders.status, ['PENDING', 'CONFIRMED']),
              sql`exists (select 1 from ${fleetOrderDocuments} where ${fleetOrderDocuments.orderId} = ${orderId})`,
            ),
          )
          .returning({ id: fleetOrders.id });
        if (!updated) {
          throw new Conflict('Upload a payment document first', undefined, 'NO_DOCUMENTS');
        }
        await recordAudit(tx, actor(scope), {
          entity: 'order',
          entityId: orderId,
          action: 'confirm_payment',
          after: { companyConfirmedAt: new Date().toISOString() },
        });
      });
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
