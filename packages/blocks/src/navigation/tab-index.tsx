// Each tab's position among its siblings, for the 'button_subtab.{index}' page-surfing event.
import { Children, createContext, type ReactNode } from 'react';

export const TabIndex = createContext(0);

/** Gives each child its position, for the 'button_subtab.{index}' page-surfing event. */
export function indexed(children: ReactNode): ReactNode {
  return Children.toArray(children).map((child, index) => (
    <TabIndex.Provider key={index} value={index}>
      {child}
    </TabIndex.Provider>
  ));
}
