// Issue 30 §2.5 and block catalogue §1: "Every block has an editor mode (interaction mostly disabled,
// placeholder or mock content shown)". In the page editor — its canvas (editor mode) and its preview (runtime,
// contained) — no block covers the editor or escapes the page's box: the Notification is no window-wide
// modal, the Sticker and ToTop are not fixed to the window, a popup's dialog stays in the page.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from './Renderer.tsx';

const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const notification: BlueprintNode = {
  type: 'Notification',
  props: { title: 'News', message: 'Round 2 starts at 20:00' },
};
/** The element once it is drawn (a block's chunk loads lazily). */
const drawn = (root: ParentNode, selector: string) =>
  waitFor(() => {
    const element = root.querySelector<HTMLElement>(selector);
    expect(element).not.toBeNull();
    return element!;
  });
const floating: BlueprintNode[] = [
  { type: 'Sticker', props: { url: 'https://17.live', checkUserLogin: false } },
  { type: 'ToTop' },
];
const popup: BlueprintNode = {
  type: 'PopupModal',
  props: { title: 'Rules' },
  children: [
    { type: 'Popup.Trigger', props: { text: 'Read the rules' } },
    { type: 'Popup.Content', children: [{ type: 'Text', props: { text: 'Be kind' } }] },
  ],
};

/** The page drawn inside an editor-like screen: the blocks' page sits in `#canvas`. */
function showInEditor(node: BlueprintNode, mode: 'editor' | 'runtime', contained?: boolean) {
  const host = document.createElement('div');
  host.id = 'canvas';
  document.body.append(host);
  const view = render(
    <Renderer node={node} mode={mode} registry={catalogue} locale="en_US" contained={contained} />,
    {
      container: host,
    },
  );
  return { ...view, host };
}

beforeAll(async () => {
  await Promise.all([
    import('../widgets/Notification.tsx'),
    import('../widgets/ToTop.tsx'),
    import('../sticker/Sticker.tsx'),
  ]);
}, 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('editor mode: no block covers or escapes the editor', () => {
  it('shows the Notification as a card in the page, not a modal, and keeps showing it', async () => {
    const { host } = showInEditor(page(notification, { type: 'Text', props: { text: 'below' } }), 'editor');
    const card = await within(host).findByRole('complementary', { name: 'News' });
    expect(card.textContent).toContain('Round 2 starts at 20:00');
    expect(card.textContent).toContain('Shown as a dialog when the page opens');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelectorAll('[aria-modal="true"]')).toHaveLength(0);
    expect(within(host).getByText('below')).toBeTruthy();
  });

  it('keeps the Sticker and ToTop in the page flow, inside the contained page', async () => {
    const { host } = showInEditor(page(...floating), 'editor');
    const sticker = await drawn(host, '[data-block="Sticker"]');
    const toTop = await within(host).findByRole('button', { name: 'Back to top' });
    expect(sticker.dataset.contained).toBe('flow');
    expect(toTop.dataset.contained).toBe('flow');
    const box = host.querySelector<HTMLElement>('[data-contained-page]')!;
    expect(box.contains(sticker) && box.contains(toTop)).toBe(true);
    expect(box.style.contain).toBe('layout');
  });
});

describe("the editor's preview (runtime, contained): modals stay in the page's box", () => {
  it('opens the Notification inside the page, not over the whole window', async () => {
    const { host } = showInEditor(page(notification), 'runtime', true);
    const dialog = await screen.findByRole('dialog');
    expect(host.querySelector('[data-contained-page]')!.contains(dialog)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a popup inside the page', async () => {
    const { host } = showInEditor(page(popup), 'runtime', true);
    fireEvent.click(await within(host).findByRole('button', { name: 'Read the rules' }));
    const dialog = await screen.findByRole('dialog');
    expect(host.contains(dialog)).toBe(true);
  });

  it('Sticker and ToTop are drawn inside the contained page, the containing block of what they fix', async () => {
    window.scrollY = 0;
    const { host } = showInEditor(page(...floating), 'runtime', true);
    const box = host.querySelector<HTMLElement>('[data-contained-page]')!;
    const sticker = await drawn(box, '[data-block="Sticker"]');
    expect(sticker.dataset.contained).toBeUndefined();
    expect(box.style.contain).toBe('layout');
  });
});

describe('the event page (runtime, not contained) is unchanged', () => {
  it('opens the Notification as a modal over the window', async () => {
    const { host } = showInEditor(page(notification), 'runtime');
    const dialog = await screen.findByRole('dialog');
    expect(host.contains(dialog)).toBe(false);
    expect(host.querySelector('[data-contained-page]')).toBeNull();
  });
});
