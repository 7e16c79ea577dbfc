import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import type { BlockRenderProps } from './block-definition.ts';
import { defineBlock } from './block-definition.ts';
import { createBlockRegistry } from './registry.ts';
import { Renderer } from './Renderer.tsx';
import { useRenderContext } from './render-context.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const Stack = ({ children }: BlockRenderProps) => <div>{children}</div>;
const Label = ({ props }: BlockRenderProps<{ text?: string }>) => <span>{props.text}</span>;
function ModeLabel() {
  return <span>mode {useRenderContext().mode}</span>;
}
const Broken = (): never => {
  throw new Error('boom: no data');
};

const registry = createBlockRegistry([
  defineBlock({ name: 'Stack', render: Stack }),
  defineBlock<{ text?: string }>({ name: 'Label', render: Label, defaultProps: { text: 'default label' } }),
  defineBlock({ name: 'OnlyLabels', render: Stack, rules: { allowedChildren: ['Label'] } }),
  defineBlock({ name: 'AtLeastTwo', render: Stack, rules: { minChildren: 2 } }),
  defineBlock({ name: 'AtMostOne', render: Stack, rules: { maxChildren: 1 } }),
  defineBlock({ name: 'InsideOnlyLabels', render: Label, rules: { requiredParents: ['OnlyLabels'] } }),
  defineBlock({ name: 'Broken', render: Broken }),
  defineBlock({
    name: 'Lazy',
    load: async () => ({ default: ({ props }: BlockRenderProps) => <span>lazy {String(props.text)}</span> }),
  }),
  defineBlock({ name: 'Mode', render: ModeLabel }),
]);

const label = (text: string): BlueprintNode => ({ type: 'Label', props: { text } });
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={registry} />);

describe('Renderer', () => {
  it('renders a blueprint tree with props merged over defaults', () => {
    show({ type: 'Stack', children: [label('hello'), { type: 'Label' }] });
    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.getByText('default label')).toBeTruthy();
  });

  it("shows 'invalid children' when a child type is not allowed", () => {
    show({ type: 'Stack', children: [{ type: 'OnlyLabels', children: [label('ok'), { type: 'Stack' }] }] });
    expect(screen.getByText('invalid children')).toBeTruthy();
    expect(screen.queryByText('ok')).toBeNull();
  });

  it("shows 'invalid children' when there are fewer children than the minimum", () => {
    show({ type: 'AtLeastTwo', children: [label('only one')] });
    expect(screen.getByText('invalid children')).toBeTruthy();
    expect(screen.queryByText('only one')).toBeNull();
  });

  it("shows 'invalid children' when there are more children than the maximum", () => {
    show({ type: 'AtMostOne', children: [label('a'), label('b')] });
    expect(screen.getByText('invalid children')).toBeTruthy();
  });

  it("shows 'invalid children' for a block under a parent its rules do not allow, keeping its siblings", () => {
    show({
      type: 'Stack',
      children: [{ type: 'InsideOnlyLabels', props: { text: 'misplaced' } }, label('sibling')],
    });
    expect(screen.getByText('invalid children')).toBeTruthy();
    expect(screen.queryByText('misplaced')).toBeNull();
    expect(screen.getByText('sibling')).toBeTruthy();
  });

  it('renders a block under its required parent', () => {
    show({ type: 'OnlyLabels', children: [label('fine')] });
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it("shows 'Not found component' for an unknown block type and reports it", () => {
    show({ type: 'Stack', children: [{ type: 'Hologram' }, label('still here')] });
    expect(screen.getByText('Not found component')).toBeTruthy();
    expect(screen.getByText('still here')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Hologram'));
  });

  it('shows a throwing block as its name plus the error text while its siblings render', () => {
    show({ type: 'Stack', children: [label('before'), { type: 'Broken' }, label('after')] });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Broken');
    expect(alert.textContent).toContain('boom: no data');
    expect(screen.getByText('before')).toBeTruthy();
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('loads a code-split block on demand', async () => {
    show({ type: 'Lazy', props: { text: 'chunk' } });
    expect(await screen.findByText('lazy chunk')).toBeTruthy();
  });

  it('exposes the mode to blocks', () => {
    show({ type: 'Mode' }, 'editor');
    expect(screen.getByText('mode editor')).toBeTruthy();
  });
});

describe('catalogue rules in the renderer', () => {
  it("shows 'invalid children' for a LeaderboardRow outside a leaderboard", () => {
    render(
      <Renderer
        mode="runtime"
        registry={catalogue}
        node={{ type: 'Page', children: [{ type: 'Section', children: [{ type: 'LeaderboardRow' }] }] }}
      />,
    );
    expect(screen.getByText('invalid children')).toBeTruthy();
  });

  it("shows 'invalid children' for a Leaderboard without a row template", () => {
    render(
      <Renderer
        mode="editor"
        registry={catalogue}
        node={{ type: 'Leaderboard', props: { containerID: 1 } }}
      />,
    );
    expect(screen.getByText('invalid children')).toBeTruthy();
  });

  it('renders again only the blocks whose node changed (an immutable tree edited in one place)', () => {
    const renders: string[] = [];
    const Counted = ({ props }: BlockRenderProps<{ text?: string }>) => {
      renders.push(String(props.text));
      return <span>{props.text}</span>;
    };
    const counting = createBlockRegistry([
      defineBlock({ name: 'Stack', render: Stack }),
      defineBlock({ name: 'Counted', render: Counted }),
    ]);
    const kept: BlueprintNode = { type: 'Counted', props: { text: 'kept' } };
    const tree = (text: string): BlueprintNode => ({
      type: 'Stack',
      children: [kept, { type: 'Counted', props: { text } }],
    });
    const view = render(<Renderer node={tree('first')} mode="editor" registry={counting} />);
    view.rerender(<Renderer node={tree('second')} mode="editor" registry={counting} />);
    expect(screen.getByText('second')).toBeTruthy();
    expect(renders).toEqual(['kept', 'first', 'second']);
  });
});
