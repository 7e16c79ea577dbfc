// Route switch, Tabs / Tab, Surprise tabs, rank-group items and the anchor link (visitor spec §2,
// block spec §2): one code-split chunk, downloaded only by pages that navigate inside themselves
// (navigation.blocks.ts loads it).
export { AnchorLink } from './AnchorLink.tsx';
export { RankGroup } from './RankGroup.tsx';
export { RankGroupItem } from './RankGroupItem.tsx';
export { Route } from './Route.tsx';
export { SurpriseTab } from './SurpriseTab.tsx';
export { SurpriseTabs } from './SurpriseTabs.tsx';
export { Switch } from './Switch.tsx';
export { Tab } from './Tab.tsx';
export { Tabs } from './Tabs.tsx';
