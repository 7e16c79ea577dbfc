import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockRenderProps } from './block-definition.ts';
import { splitBlock } from './split-block.tsx';

const Text = ({ props }: BlockRenderProps) => <p>{String(props.text)}</p>;

describe('split block', () => {
  it('suspends until the chunk is here when rendered first', async () => {
    const { Component } = splitBlock(() => Promise.resolve({ default: Text }));
    render(
      <Suspense fallback={<p>pending</p>}>
        <Component props={{ text: 'chunk' }} node={{ type: 'Text' }}>
          {null}
        </Component>
      </Suspense>,
    );
    expect(screen.getByText('pending')).toBeTruthy();
    expect(await screen.findByText('chunk')).toBeTruthy();
  });

  it('renders at once, without its placeholder, once the chunk was loaded, which loads once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Text }));
    const block = splitBlock(load);
    await block.load();
    render(
      <Suspense fallback={<p>pending</p>}>
        <block.Component props={{ text: 'chunk' }} node={{ type: 'Text' }}>
          {null}
        </block.Component>
      </Suspense>,
    );
    expect(screen.getByText('chunk')).toBeTruthy();
    expect(screen.queryByText('pending')).toBeNull();
    await block.load();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
