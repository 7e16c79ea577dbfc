import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { giftIconV2Url, giftIconVersionedUrl, type Gift } from '@eventory/domain/gifts';
import { LOCALES } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { DEFAULT_MISSION_ICON } from './default-mission-icon.ts';
import { GIFT_TEXTS } from './gift-texts.ts';

const ROSE: Gift = {
  giftID: 'rose',
  name: { en_US: 'Rose', zh_TW: '玫瑰' },
  point: 1,
  version: 2,
  icon: '/platform/gift-icons/rose.svg',
};

function serve(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return answer();
    }),
  );
  return calls;
}
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });

const gifts = (...children: Record<string, unknown>[]): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'Gifts', children: children.map((props) => ({ type: 'Gift', props })) }],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime', locale: 'en_US' | 'zh_TW' = 'en_US') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);

beforeAll(() => Promise.all([import('./Gifts.tsx'), import('./Gift.tsx')]), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('gifts and gift, runtime', () => {
  it('loads the gifts list once and names each gift in the locale, with its points', async () => {
    const calls = serve(() => json({ gifts: [ROSE] }));
    show(gifts({ giftId: 'rose' }, { giftId: 'rose', giftName: 'My rose', description: 'Sweet' }), 'runtime');
    expect(await screen.findByText('Rose')).toBeTruthy();
    expect(screen.getByText('My rose')).toBeTruthy();
    expect(screen.getByText('Sweet')).toBeTruthy();
    expect(screen.getAllByText('1 point')).toHaveLength(2);
    expect(calls).toEqual(['/api/v1/public/gifts']);
  });

  it('falls back V2 → versioned CDN icon → gifts list icon → nothing, as each source fails', async () => {
    serve(() => json({ gifts: [ROSE] }));
    show(gifts({ giftId: 'rose', version: 2 }), 'runtime');
    await screen.findByText('Rose');
    const icon = () => screen.queryByRole('img', { name: 'Rose' }) as HTMLImageElement | null;
    expect(icon()?.getAttribute('src')).toBe(giftIconV2Url('rose'));
    expect(icon()?.dataset.iconStatus).toBe('Pending');
    fireEvent.error(icon()!);
    await waitFor(() => expect(icon()?.getAttribute('src')).toBe(giftIconVersionedUrl('rose', 2)));
    expect(icon()?.dataset.iconStatus).toBe('V2Failed');
    fireEvent.error(icon()!);
    await waitFor(() => expect(icon()?.getAttribute('src')).toBe(ROSE.icon));
    expect(icon()?.dataset.iconStatus).toBe('V1Failed');
    fireEvent.error(icon()!);
    // Not a 2D mission: nothing is shown, silently.
    await waitFor(() => expect(icon()).toBeNull());
  });

  // Issue 30 §1.5: heart is version 2 on the gifts list; a Gift block left at the default version 1 asked
  // for heart_v1.svg, which the CDN no longer has.
  it('asks the CDN for the version the gift has on the gifts list', async () => {
    const HEART: Gift = { ...ROSE, giftID: 'heart', name: { en_US: 'Heart' }, version: 2, icon: '/h.svg' };
    serve(() => json({ gifts: [HEART] }));
    show(gifts({ giftId: 'heart', version: 1 }), 'runtime');
    await screen.findByText('Heart');
    const icon = () => screen.queryByRole('img', { name: 'Heart' }) as HTMLImageElement | null;
    fireEvent.error(icon()!);
    await waitFor(() => expect(icon()?.getAttribute('src')).toBe(giftIconVersionedUrl('heart', 2)));
  });

  it('keeps a newer version the author set than the list knows', async () => {
    serve(() => json({ gifts: [ROSE] }));
    show(gifts({ giftId: 'rose', version: 3 }), 'runtime');
    await screen.findByText('Rose');
    const icon = () => screen.queryByRole('img', { name: 'Rose' }) as HTMLImageElement | null;
    fireEvent.error(icon()!);
    await waitFor(() => expect(icon()?.getAttribute('src')).toBe(giftIconVersionedUrl('rose', 3)));
  });

  it("tries the author's newer icon first and keeps an icon that loaded", async () => {
    serve(() => json({ gifts: [ROSE] }));
    show(gifts({ giftId: 'rose', giftIconSrc: '/custom/rose-v2.svg' }), 'runtime');
    const img = (await screen.findByRole('img', { name: 'Rose' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/custom/rose-v2.svg');
    fireEvent.load(img);
    await waitFor(() => expect(img.dataset.iconStatus).toBe('Success'));
    expect(img.getAttribute('src')).toBe('/custom/rose-v2.svg');
  });

  it('skips the list step when the list has no icon for the gift, then shows nothing', async () => {
    serve(() => json({ gifts: [] }));
    show(gifts({ giftId: 'comet', giftName: 'Comet' }), 'runtime');
    const icon = () => screen.queryByRole('img', { name: 'Comet' });
    fireEvent.error(await screen.findByRole('img', { name: 'Comet' }));
    await waitFor(() => expect(icon()?.getAttribute('src')).toBe(giftIconVersionedUrl('comet', 1)));
    fireEvent.error(icon()!);
    await waitFor(() => expect(icon()).toBeNull());
  });

  it('says the gift list failed and retries; gifts still show their own icons', async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500) : json({ gifts: [ROSE] }),
    );
    show(gifts({ giftId: 'rose' }), 'runtime');
    expect(await screen.findByText(/The gift list could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'rose' }).getAttribute('src')).toBe(giftIconV2Url('rose'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Rose')).toBeTruthy();
    expect(screen.queryByText(/The gift list could not be loaded/)).toBeNull();
    expect(calls).toHaveLength(2);
  });
});

describe('gifts and gift, editor', () => {
  it('loads nothing, shows a placeholder for a gift without id and says how to fill an empty row', async () => {
    const calls = serve(() => json({ gifts: [ROSE] }));
    show(gifts({ giftId: '' }), 'editor');
    expect(await screen.findAllByText('Gift')).not.toHaveLength(0);
    show({ type: 'Page', children: [{ type: 'Gifts', children: [] }] }, 'editor');
    expect(await screen.findByText('Add Gift blocks inside Gifts, one per gift to show.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a configured gift with its icon chain but no list data', async () => {
    const calls = serve(() => json({ gifts: [ROSE] }));
    show(gifts({ giftId: 'rose', giftName: 'Rose' }), 'editor');
    expect((await screen.findByRole('img', { name: 'Rose' })).getAttribute('src')).toBe(
      giftIconV2Url('rose'),
    );
    expect(calls).toEqual([]);
  });
});

describe('gift icon for a 2D mission', () => {
  it('ends on the default mission icon', async () => {
    const { GiftIcon } = await import('./GiftIcon.tsx');
    serve(() => json({ gifts: [] }));
    render(<GiftIcon giftId="comet" is2DMission alt="comet" />);
    const icon = () => screen.getByRole('img', { name: 'comet' });
    fireEvent.error(icon());
    await waitFor(() => expect(icon().getAttribute('src')).toBe(giftIconVersionedUrl('comet', 1)));
    fireEvent.error(icon());
    await waitFor(() => expect(icon().getAttribute('src')).toBe(DEFAULT_MISSION_ICON));
    expect(icon().dataset.iconStatus).toBe('AllFailed');
  });
});

describe('gift texts', () => {
  it('has every key, non-empty, with the same placeholders, in all six locales', () => {
    const keys = Object.keys(GIFT_TEXTS.en_US).sort();
    expect(Object.keys(GIFT_TEXTS).sort()).toEqual([...LOCALES].sort());
    const holes = (s: string) => [...new Set(s.match(/\{\d+(?=[},])/g) ?? [])].sort();
    for (const locale of LOCALES) {
      expect(Object.keys(GIFT_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) {
        const text = GIFT_TEXTS[locale][key as 'giftsLabel'];
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(holes(text), `${locale}.${key}`).toEqual(holes(GIFT_TEXTS.en_US[key as 'giftsLabel']));
      }
    }
  });
});
