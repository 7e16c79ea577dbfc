// /alpha (decision 0096) per role: a super admin sees every feature with a switch per environment and
// switches one; developer (no alpha) sees neither the menu entry nor the screen.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ALPHA_FEATURES, type AlphaFeatureRow } from '@eventory/domain/alpha-features';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const rows = (): AlphaFeatureRow[] =>
  ALPHA_FEATURES.map((feature) => ({
    feature,
    enabled: { production: false, stage: false, uat: false, development: false },
    updatedBy: null,
    updatedAt: null,
  }));

describe('/alpha (issue 17 §4)', () => {
  beforeAll(() => import('./AlphaFeatures.tsx'), 60_000);

  it('lets a super admin switch a feature in one environment', async () => {
    const view = renderDashboard({
      path: '/alpha',
      session: testSession({ roles: [], isSuperAdmin: true }),
      server: fakeServer({
        'GET /v1/admin/alpha/features': rows(),
        'PUT /v1/admin/alpha/features/pageVariants/uat': () => json(rows()[1]),
      }),
    });
    const toggle = await screen.findByRole(
      'switch',
      { name: 'A/B page variants in uat' },
      { timeout: 10_000 },
    );
    expect(screen.getAllByText('never switched')).toHaveLength(ALPHA_FEATURES.length);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/v1/admin/alpha/features/pageVariants/uat',
        body: { enabled: true },
      }),
    );
    expect(await screen.findByText('A/B page variants is now on in uat.')).toBeTruthy();
  });

  it('is closed to developer, who holds everything but alpha', async () => {
    const view = renderDashboard({ path: '/alpha', session: testSession(), server: fakeServer({}) });
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
    expect(await screen.findByText('Not authorised', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Alpha Features' })).toBeNull();
    expect(view.calls.some((c) => c.path.startsWith('/v1/admin/alpha'))).toBe(false);
  });
});
