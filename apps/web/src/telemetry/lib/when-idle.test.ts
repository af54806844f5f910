// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

/** A window whose load state and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
  };
  return { win: win as unknown as Window, idle, load: () => target.dispatchEvent(new Event('load')) };
}

describe('whenIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const { win, idle, load } = fakeWindow('interactive');
    const callback = vi.fn();
    whenIdle(callback, win);
    expect(idle).toHaveLength(0);
    load();
    expect(idle).toHaveLength(1);
    expect(callback).not.toHaveBeenCalled();
    idle[0]?.();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle period at once when the page has loaded', () => {
    const { win, idle } = fakeWindow('complete');
    whenIdle(() => {}, win);
    expect(idle).toHaveLength(1);
  });

  it('runs nothing once cancelled', () => {
    const { win, idle, load } = fakeWindow('interactive');
    const callback = vi.fn();
    whenIdle(callback, win)();
    load();
    idle.forEach((run) => run());
    expect(callback).not.toHaveBeenCalled();
  });

  it('falls back to a timeout where there is no requestIdleCallback (older Safari)', async () => {
    const callback = vi.fn();
    const win = { document: { readyState: 'complete' }, setTimeout, clearTimeout } as unknown as Window;
    whenIdle(callback, win);
    await vi.waitFor(() => expect(callback).toHaveBeenCalled());
  });
});
