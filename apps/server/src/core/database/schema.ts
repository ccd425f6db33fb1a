// Every module's tables, for Drizzle's relational queries and for drizzle-kit's migration generator.
export * from '../../modules/auth/tables';
export * from '../../modules/chat/tables';
export * from '../../modules/commerce/tables';
export * from '../../modules/contact/tables';
export * from '../../modules/content/tables';
export * from '../../modules/files/tables';
export * from '../../modules/fleet/asset-tables';
export * from '../../modules/fleet/points/tables';
export * from '../../modules/fleet/orders/tables';
export * from '../../modules/fleet/tables';
export * from '../../modules/fleet/transactions/tables';
export * from '../../modules/intranet/tables';
export * from '../../modules/notifications/tables';
export * from '../../modules/payments/tables';
export * from '../../modules/projects/tables';
export * from '../../modules/requests/tables';
export * from '../outbox/tables';
