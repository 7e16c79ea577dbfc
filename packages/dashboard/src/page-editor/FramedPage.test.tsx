import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '@eventory/blocks/catalogue';
import { FramedPage } from './FramedPage.tsx';

const page: BlueprintNode = {
  type: 'Page',
  id: 'p',
  children: [{ type: 'Title', id: 't', props: { text: 'Summer Cup' } }],
};

describe('a page as the editor frames it', () => {
  it.each(['editor', 'runtime'] as const)(
    'renders the blueprint inside its page type’s frame, in %s mode',
    async (mode) => {
      const { container } = render(
        <FramedPage tree={page} pageType="Surprise" mode={mode} registry={catalogue} locale="en_US" />,
      );
      expect(await screen.findByText('Summer Cup')).toBeTruthy();
      const root = container.querySelector('[data-block="RootTemplate"]');
      expect(root).toBeTruthy();
      expect(root?.querySelector('[data-block="SurprisePage"]')).toBeTruthy();
    },
  );
});
