import { useContext, useEffect } from 'react';
import { ScreenTitleContext } from './screen-title-context.ts';

/**
 * The page title names what the screen shows ("{name} - Event Dashboard", issue 30 §3.5) once it is known;
 * the route's title comes back when the screen leaves. Undefined (still loading): the route's title.
 */
export function useScreenTitle(name: string | undefined): void {
  const setName = useContext(ScreenTitleContext);
  useEffect(() => {
    if (!setName || name === undefined || name.trim() === '') return undefined;
    setName(name);
    return () => setName(undefined);
  }, [name, setName]);
}
