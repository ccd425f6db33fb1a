// The commerce module's request and response shapes, one file per resource (re-exported for contract.ts).
export * from './item-schemas';
export * from './order-schemas';
export * from './profile-schemas';
export { type Money, money } from './shared';
