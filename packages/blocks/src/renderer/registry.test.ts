import { describe, expect, it, vi } from 'vitest';
import type { BlockComponent } from './block-definition.ts';
import { createBlockRegistry } from './registry.ts';

const Empty: BlockComponent = () => null;

describe('block registry preload', () => {
  const setUp = () => {
    const loads = { Board: vi.fn(), Row: vi.fn(), Broken: vi.fn() };
    const registry = createBlockRegistry([
      { name: 'Page', render: Empty },
      { name: 'Board', load: () => (loads.Board(), Promise.resolve({ default: Empty })) },
      { name: 'Row', load: () => (loads.Row(), Promise.resolve({ default: Empty })) },
      { name: 'Broken', load: () => (loads.Broken(), Promise.reject(new Error('chunk missing'))) },
    ]);
    return { loads, registry };
  };

  it('starts every split block chunk of the tree at once, however deep, each once', () => {
    const { loads, registry } = setUp();
    registry.preload({
      type: 'Page',
      children: [
        { type: 'Board', children: [{ type: 'Row' }, { type: 'Row' }] },
        { type: 'Unknown', children: [{ type: 'Board' }] },
      ],
    });
    expect(loads.Board).toHaveBeenCalledTimes(1);
    expect(loads.Row).toHaveBeenCalledTimes(1);
    registry.preload({ type: 'Board' });
    expect(loads.Board).toHaveBeenCalledTimes(1);
  });

  it('resolves once every chunk of the tree has loaded, a failed one included', async () => {
    const { registry } = setUp();
    let settled = false;
    const loading = registry.preload({ type: 'Page', children: [{ type: 'Board' }, { type: 'Broken' }] });
    void loading.then(() => (settled = true));
    expect(settled).toBe(false);
    await expect(loading).resolves.toBeUndefined();
    expect(settled).toBe(true);
  });

  it('leaves a failing chunk to the render (no unhandled rejection)', async () => {
    const { loads, registry } = setUp();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      registry.preload({ type: 'Broken' });
      await new Promise((r) => setTimeout(r, 10));
      expect(loads.Broken).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
