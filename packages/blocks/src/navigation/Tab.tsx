// The Tab block (block spec §2).
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import type { TabProps } from './navigation-props.ts';
import { NavLink } from './NavLink.tsx';

export function Tab({ props }: BlockRenderProps<TabProps>) {
  return <NavLink props={props} match="exact" defaultText="" block="Tab" />;
}
