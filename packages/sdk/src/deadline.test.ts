import { describe, expect, it } from 'vitest';
import { startDeadline } from './deadline';

describe('startDeadline', () => {
  it('aborts after the timeout and names the timeout as the cause', async () => {
    const deadline = startDeadline(10);
    await new Promise((resolve) => deadline.signal.addEventListener('abort', resolve));
    expect(deadline.cause).toBe('timeout');
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("aborts with the caller's reason and names the caller as the cause", () => {
    const controller = new AbortController();
    const deadline = startDeadline(60_000, controller.signal);
    controller.abort('user left');
    expect(deadline.cause).toBe('caller');
    expect(deadline.signal.reason).toBe('user left');
    deadline.dispose();
  });

  it('has no timeout when timeoutMs is 0', async () => {
    const deadline = startDeadline(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deadline.signal.aborted).toBe(false);
  });

  it("lets go of the caller's signal and the timer once disposed", async () => {
    const controller = new AbortController();
    const deadline = startDeadline(10, controller.signal);
    deadline.dispose();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.cause).toBeUndefined();
  });
});
