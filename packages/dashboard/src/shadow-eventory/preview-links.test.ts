import { describe, expect, it } from 'vitest';
import { previewIdOf } from '@eventory/domain/runtime-config';
import { campaignLinks, dashboardRoot, parsePreviewId } from './preview-links.ts';

describe('preview links of the shadow view', () => {
  it('takes only preview ids the server accepts as PREVIEW_ID', () => {
    expect(parsePreviewId(' pr-123 ')).toBe('pr-123');
    expect(parsePreviewId('feature_1.2')).toBe('feature_1.2');
    expect(parsePreviewId('')).toBeNull();
    expect(parsePreviewId(null)).toBeNull();
    expect(parsePreviewId('../admin')).toBeNull();
    expect(parsePreviewId('a/b')).toBeNull();
    expect(parsePreviewId('pr 1')).toBeNull();
  });

  it('puts the shadow prefix before the base path', () => {
    expect(dashboardRoot('/event-dashboard', 'pr-123')).toBe('/shadow/pr-123/event-dashboard');
    expect(dashboardRoot('/event-dashboard/', null)).toBe('/event-dashboard');
    expect(dashboardRoot('', 'pr-1')).toBe('/shadow/pr-1');
  });

  it("leads to the preview's campaign list, and to a campaign's screens when one is given", () => {
    expect(campaignLinks('/event-dashboard', 'pr-123', null)).toEqual([
      { key: 'campaignList', href: '/shadow/pr-123/event-dashboard/eventory' },
    ]);
    expect(campaignLinks('/event-dashboard', 'pr-123', 10001)).toEqual([
      { key: 'campaignList', href: '/shadow/pr-123/event-dashboard/eventory' },
      { key: 'campaign', href: '/shadow/pr-123/event-dashboard/eventory/10001' },
      { key: 'diagram', href: '/shadow/pr-123/event-dashboard/diagram?campaignId=10001' },
      { key: 'clientView', href: '/shadow/pr-123/event-dashboard/eventory-client?campaignId=10001' },
    ]);
    expect(campaignLinks('/event-dashboard', null, 10001)[1]).toEqual({
      key: 'campaign',
      href: '/event-dashboard/eventory/10001',
    });
  });

  it('reads the preview id back from the shadow prefix the server injects', () => {
    expect(previewIdOf('/shadow/pr-123')).toBe('pr-123');
    expect(previewIdOf('')).toBeNull();
    expect(previewIdOf('/other/pr-1')).toBeNull();
  });
});
