// The navigation blocks' definitions; their components load from one split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { AnchorLinkProps, RouteProps, SwitchProps, TabProps } from './navigation-props.ts';

const loadNavigation = () => import('./Navigation.ts');

const tabFields = {
  to: { kind: 'text', label: "Target ('/path' in the page, or an http link)" },
  text: { kind: 'text', label: 'Text' },
  name: { kind: 'text', label: 'Tab name (page info; default: the text)' },
  openNewWindow: { kind: 'boolean', label: 'Open links in a new window' },
  withUserId: { kind: 'boolean', label: 'Add the userID to links' },
} as const;

export const switchBlock = defineBlock<SwitchProps>({
  name: 'Switch',
  load: () => loadNavigation().then((m) => ({ default: m.Switch })),
  defaultProps: { defaultPath: '/default' },
  rules: BLOCK_RULES.Switch,
  fields: { defaultPath: { kind: 'text', label: 'Default path' } },
});

export const routeBlock = defineBlock<RouteProps>({
  name: 'Route',
  load: () => loadNavigation().then((m) => ({ default: m.Route })),
  defaultProps: { path: '/' },
  rules: BLOCK_RULES.Route,
  fields: {
    path: { kind: 'text', label: 'Path (sub routes start with the parent path)' },
    asDefaultPathBefore: { kind: 'text', label: 'Default before (datetime or unix seconds)' },
    hotkey: { kind: 'text', label: 'Hotkeys (comma separated)' },
  },
});

export const tabsBlock = defineBlock<Record<string, unknown>>({
  name: 'Tabs',
  load: () => loadNavigation().then((m) => ({ default: m.Tabs })),
  rules: BLOCK_RULES.Tabs,
});

export const tabBlock = defineBlock<TabProps>({
  name: 'Tab',
  load: () => loadNavigation().then((m) => ({ default: m.Tab })),
  defaultProps: { to: '/', text: '', openNewWindow: true, withUserId: false },
  rules: BLOCK_RULES.Tab,
  fields: tabFields,
});

export const surpriseTabsBlock = defineBlock<Record<string, unknown>>({
  name: 'SurpriseTabs',
  load: () => loadNavigation().then((m) => ({ default: m.SurpriseTabs })),
  rules: BLOCK_RULES.SurpriseTabs,
});

export const surpriseTabBlock = defineBlock<TabProps>({
  name: 'SurpriseTab',
  load: () => loadNavigation().then((m) => ({ default: m.SurpriseTab })),
  defaultProps: { to: '/', text: 'tab', openNewWindow: true, withUserId: false },
  rules: BLOCK_RULES.SurpriseTab,
  fields: tabFields,
});

export const rankGroupBlock = defineBlock<Record<string, unknown>>({
  name: 'RankGroup',
  load: () => loadNavigation().then((m) => ({ default: m.RankGroup })),
  rules: BLOCK_RULES.RankGroup,
});

export const rankGroupItemBlock = defineBlock<TabProps>({
  name: 'RankGroupItem',
  load: () => loadNavigation().then((m) => ({ default: m.RankGroupItem })),
  defaultProps: { to: '/', text: '', openNewWindow: true, withUserId: false },
  rules: BLOCK_RULES.RankGroupItem,
  fields: tabFields,
});

export const anchorLinkBlock = defineBlock<AnchorLinkProps>({
  name: 'AnchorLink',
  load: () => loadNavigation().then((m) => ({ default: m.AnchorLink })),
  defaultProps: { path: '', section: '', text: '' },
  rules: BLOCK_RULES.AnchorLink,
  fields: {
    path: { kind: 'text', label: 'Page path (blank: this one)' },
    section: { kind: 'text', label: 'Section id' },
    text: { kind: 'text', label: 'Text' },
  },
});
