// What every dashboard page loads once it has hydrated (after-hydration.tsx), in one module so that it
// arrives as one request rather than one per effect.
export { SessionGuard } from '@/features/auth/session-guard';
export { LiveUpdates } from '@/features/notifications/live-updates';
