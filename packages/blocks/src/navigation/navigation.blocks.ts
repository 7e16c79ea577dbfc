// The navigation blocks' definitions; their components load from one split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { AnchorLinkProps, RouteProps, SwitchProps, TabProps } from './navigation-props.ts';

const loadNavigation = () => import('./Navigation.ts');

export const switchBlock = defineBlock<SwitchProps>({
  name: 'Switch',
  ...BLOCK_CATALOGUE.Switch,
  load: () => loadNavigation().then((m) => ({ default: m.Switch })),
});

export const routeBlock = defineBlock<RouteProps>({
  name: 'Route',
  ...BLOCK_CATALOGUE.Route,
  load: () => loadNavigation().then((m) => ({ default: m.Route })),
});

export const tabsBlock = defineBlock<Record<string, unknown>>({
  name: 'Tabs',
  ...BLOCK_CATALOGUE.Tabs,
  load: () => loadNavigation().then((m) => ({ default: m.Tabs })),
});

export const tabBlock = defineBlock<TabProps>({
  name: 'Tab',
  ...BLOCK_CATALOGUE.Tab,
  load: () => loadNavigation().then((m) => ({ default: m.Tab })),
});

export const surpriseTabsBlock = defineBlock<Record<string, unknown>>({
  name: 'SurpriseTabs',
  ...BLOCK_CATALOGUE.SurpriseTabs,
  load: () => loadNavigation().then((m) => ({ default: m.SurpriseTabs })),
});

export const surpriseTabBlock = defineBlock<TabProps>({
  name: 'SurpriseTab',
  ...BLOCK_CATALOGUE.SurpriseTab,
  load: () => loadNavigation().then((m) => ({ default: m.SurpriseTab })),
});

export const rankGroupBlock = defineBlock<Record<string, unknown>>({
  name: 'RankGroup',
  ...BLOCK_CATALOGUE.RankGroup,
  load: () => loadNavigation().then((m) => ({ default: m.RankGroup })),
});

export const rankGroupItemBlock = defineBlock<TabProps>({
  name: 'RankGroupItem',
  ...BLOCK_CATALOGUE.RankGroupItem,
  load: () => loadNavigation().then((m) => ({ default: m.RankGroupItem })),
});

export const anchorLinkBlock = defineBlock<AnchorLinkProps>({
  name: 'AnchorLink',
  ...BLOCK_CATALOGUE.AnchorLink,
  load: () => loadNavigation().then((m) => ({ default: m.AnchorLink })),
});
