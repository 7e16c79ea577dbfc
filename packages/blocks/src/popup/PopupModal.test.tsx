import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const popup = (
  props: Record<string, unknown> = {},
  contentProps: Record<string, unknown> = {},
): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'PopupModal',
      props,
      children: [
        { type: 'Popup.Trigger', props: { text: 'Prize rules' } },
        {
          type: 'Popup.Content',
          props: contentProps,
          children: [{ type: 'Text', props: { text: 'Top 3 win a trophy.' } }],
        },
      ],
    },
    { type: 'Text', props: { text: 'Below the popup' } },
  ],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime', locale: Locale = 'en_US') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);
const openPopup = async () => {
  const trigger = await screen.findByRole('button', { name: 'Prize rules' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: await screen.findByRole('dialog') };
};

beforeAll(() => import('./PopupFamily.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('PopupModal in runtime mode', () => {
  it('opens its content in a modal dialog from the trigger', async () => {
    show(popup({ title: 'Rules' }));
    expect(screen.queryByText('Top 3 win a trophy.')).toBeNull();
    const { trigger, dialog } = await openPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Rules' })).toBe(dialog);
    expect(await within(dialog).findByText('Top 3 win a trophy.')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('is at most 300 px wide and 75 vw, its content 220 px high, over a 0.3 backdrop', async () => {
    show(popup({ width: 480 }));
    const { dialog } = await openPopup();
    expect(dialog.style.width).toBe('300px');
    expect(dialog.style.maxWidth).toBe('75vw');
    const content = dialog.querySelector<HTMLElement>('[data-block="Popup.Content"]')!;
    expect(content.style.height).toBe('220px');
    expect(screen.getByTestId('popup-backdrop').style.background).toBe('rgba(0, 0, 0, 0.3)');
  });

  it('takes a narrower width and another content height', async () => {
    show(popup({ width: 200 }, { height: 120 }));
    const { dialog } = await openPopup();
    expect(dialog.style.width).toBe('200px');
    expect(dialog.querySelector<HTMLElement>('[data-block="Popup.Content"]')!.style.height).toBe('120px');
  });

  it('closes on a click outside by default, not on a click inside', async () => {
    show(popup());
    const { dialog } = await openPopup();
    fireEvent.click(await within(dialog).findByText('Top 3 win a trophy.'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(screen.getByTestId('popup-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a click outside with closeOnOutsideClick off', async () => {
    show(popup({ closeOnOutsideClick: false }));
    await openPopup();
    fireEvent.click(screen.getByTestId('popup-backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on Escape and with its close button, focus back on the trigger', async () => {
    show(popup());
    const first = await openPopup();
    fireEvent.keyDown(first.dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first.trigger);
    const second = await openPopup();
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(second.trigger);
  });

  it('keeps Tab inside the dialog', async () => {
    show(popup());
    const { dialog } = await openPopup();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('reads right to left in Arabic', async () => {
    show(popup(), 'runtime', 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'Prize rules' }));
    await screen.findByRole('dialog', { name: 'نافذة منبثقة' });
    expect(screen.getByTestId('popup-backdrop').getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
  });

  it('keeps popup children inside a popup modal (block catalogue §5)', async () => {
    const { container } = show({
      type: 'Page',
      children: [
        { type: 'Popup.Content', children: [] },
        { type: 'Popup.Trigger' },
        { type: 'PopupModal', children: [{ type: 'Text', props: { text: 'stray' } }] },
      ],
    });
    await screen.findAllByText('invalid children');
    const types = [...container.querySelectorAll('[data-block-problem="invalid-children"]')].map((e) =>
      e.getAttribute('data-block-type'),
    );
    expect(types).toEqual(['Popup.Content', 'Popup.Trigger', 'PopupModal']);
  });
});

describe('PopupModal in editor mode', () => {
  it('opens nothing and shows the content inline, at the dialog width', async () => {
    show(popup({ width: 250 }), 'editor');
    const trigger = await screen.findByRole('button', { name: 'Prize rules' });
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    const preview = screen.getByRole('group', { name: 'Popup' });
    expect(preview.style.width).toBe('250px');
    expect(preview.style.maxWidth).toBe('75vw');
    expect(await within(preview).findByText('Top 3 win a trophy.')).toBeTruthy();
    expect(within(preview).getByText(/visitors see it in a dialog/)).toBeTruthy();
  });

  it('explains an empty popup modal in the locale', async () => {
    show({ type: 'Page', children: [{ type: 'PopupModal', children: [] }] }, 'editor', 'zh_CN');
    expect(await screen.findByText('弹出窗口：请添加 Popup.Trigger 和 Popup.Content。')).toBeTruthy();
  });
});
