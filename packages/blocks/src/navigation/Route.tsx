// The Route block: its children, when the Switch above selects it.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import type { RouteProps } from './navigation-props.ts';

export function Route({ children }: BlockRenderProps<RouteProps>) {
  return <>{children}</>;
}
