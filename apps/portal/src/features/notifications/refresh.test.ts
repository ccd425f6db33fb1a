import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNotificationsRefresh, refreshNotifications } from './refresh';

describe('notifications refresh trigger', () => {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  afterEach(() => vi.clearAllMocks());

  it('tells every listener, until it unsubscribes', () => {
    const listener = vi.fn();
    const stop = onNotificationsRefresh(listener);
    refreshNotifications();
    refreshNotifications();
    stop();
    refreshNotifications();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
