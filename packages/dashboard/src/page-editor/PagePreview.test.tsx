import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { renderWithTexts } from './test-render.tsx';
import { PagePreview, PHONE, PREVIEW_DEBOUNCE_MS } from './PagePreview.tsx';

const page = (text: string): BlueprintNode => ({
  type: 'Page',
  id: 'p',
  children: [{ type: 'Title', id: 't', props: { text } }],
});

describe('page preview', () => {
  it('renders the page at phone size and rebuilds 500 ms after the last edit', async () => {
    const view = renderWithTexts(
      <PagePreview tree={page('First')} pageType="Normal" locale="en_US" onLocaleChange={() => {}} />,
    );
    const preview = screen.getByTestId('page-preview');
    expect(preview.style.width).toBe(`${PHONE.width}px`);
    expect(preview.style.height).toBe(`${PHONE.height}px`);
    expect(await within(preview).findByText('First')).toBeTruthy();
    const edited = Date.now();
    view.rerender(
      <PagePreview tree={page('Second')} pageType="Normal" locale="en_US" onLocaleChange={() => {}} />,
    );
    expect(preview.getAttribute('data-preview-state')).toBe('pending');
    expect(within(preview).getByText('First')).toBeTruthy();
    await waitFor(() => expect(within(preview).getByText('Second')).toBeTruthy());
    expect(Date.now() - edited).toBeGreaterThanOrEqual(PREVIEW_DEBOUNCE_MS - 20);
    expect(preview.getAttribute('data-preview-state')).toBe('settled');
  });

  it('shows Arabic right to left', () => {
    renderWithTexts(
      <PagePreview tree={page('مرحبا')} pageType="Normal" locale="ar" onLocaleChange={() => {}} />,
    );
    const preview = screen.getByTestId('page-preview');
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(preview.getAttribute('lang')).toBe('ar');
    expect(preview.querySelector('[data-block="RootTemplate"]')?.getAttribute('dir')).toBe('rtl');
  });

  it("shows a text prop's dictionary text in the preview's locale (decision 0072)", () => {
    const dictionaries = { zh_TW: { cup: '夏日盃' }, en_US: { cup: 'Summer Cup' }, ar: { cup: 'كأس الصيف' } };
    const view = renderWithTexts(
      <PagePreview
        tree={page('{{cup}}')}
        pageType="Normal"
        locale="en_US"
        dictionaries={dictionaries}
        onLocaleChange={() => {}}
      />,
    );
    const preview = screen.getByTestId('page-preview');
    expect(within(preview).getByRole('heading', { name: 'Summer Cup' })).toBeTruthy();
    view.rerender(
      <PagePreview
        tree={page('{{cup}}')}
        pageType="Normal"
        locale="ar"
        dictionaries={dictionaries}
        onLocaleChange={() => {}}
      />,
    );
    expect(within(preview).getByRole('heading', { name: 'كأس الصيف' })).toBeTruthy();
    view.rerender(
      <PagePreview
        tree={page('{{cup}}')}
        pageType="Normal"
        locale="ja"
        dictionaries={dictionaries}
        onLocaleChange={() => {}}
      />,
    );
    expect(within(preview).getByRole('heading', { name: '夏日盃' })).toBeTruthy();
  });
});
