// The SurpriseTab block (block spec §2).
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import type { TabProps } from './navigation-props.ts';
import { NavLink } from './NavLink.tsx';

/** Block spec §2: Surprise tabs default to 'tab' and are active when the path starts with their 'to'. */
export function SurpriseTab({ props }: BlockRenderProps<TabProps>) {
  return <NavLink props={props} match="prefix" defaultText="tab" block="SurpriseTab" />;
}
