import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PageDocument } from '@eventory/domain/blueprint';
import {
  createHttpDataClient,
  createSafeStorage,
  createVisitorSession,
  silentTracker,
} from '@eventory/blocks/runtime';
import { EventPageApp } from './EventPageApp.tsx';

const surprise: PageDocument = {
  codeName: 'forever',
  campaignID: 2,
  pageType: 'Surprise',
  title: 'Forever campaign',
  blueprint: {
    type: 'Page',
    children: [
      {
        type: 'Tabs',
        children: [
          { type: 'Tab', props: { to: '/main', text: 'Main' } },
          { type: 'Tab', props: { to: '/daily', text: 'Daily' } },
        ],
      },
      {
        type: 'Switch',
        props: { defaultPath: '/main' },
        children: [
          {
            type: 'Route',
            props: { path: '/main' },
            children: [{ type: 'Text', props: { text: 'main page' } }],
          },
          {
            type: 'Route',
            props: { path: '/daily' },
            children: [{ type: 'Text', props: { text: 'daily page' } }],
          },
        ],
      },
    ],
  },
  references: {},
  translations: {},
  startTime: 0,
  endTime: 0,
};

const app = () => {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  return (
    <EventPageApp
      codeName="forever"
      locale="en_US"
      session={session}
      dataClient={createHttpDataClient({ session })}
      tracker={silentTracker}
      demoSignIn={false}
    />
  );
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(surprise))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('event page navigation in the browser', () => {
  it('renders a Surprise page in its wrapper under the root template on /p-campaign/{codeName}', async () => {
    window.history.replaceState(null, '', '/p-campaign/forever?lang=en');
    const { container } = render(app());
    // The bare page path redirects to the Switch default, keeping the query string.
    expect(await screen.findByText('main page')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/p-campaign/forever/main?lang=en');
    expect(container.querySelector('[data-block="RootTemplate"]')?.getAttribute('data-page-type')).toBe(
      'Surprise',
    );
    expect(container.querySelector('[data-block="SurprisePage"]')).toBeTruthy();
  });

  it('switches routes through tabs with the History API, and back with popstate', async () => {
    window.history.replaceState(null, '', '/event/forever/main?lang=en');
    render(app());
    const daily = await screen.findByRole('link', { name: 'Daily' });
    expect(daily.getAttribute('href')).toBe('/event/forever/daily?lang=en');
    fireEvent.click(daily);
    expect(await screen.findByText('daily page')).toBeTruthy();
    expect(window.location.pathname).toBe('/event/forever/daily');
    window.history.replaceState(null, '', '/event/forever/main?lang=en');
    fireEvent.popState(window);
    expect(await screen.findByText('main page')).toBeTruthy();
  });
});
