import { createContext } from 'react';

/**
 * Lets a screen name what it shows in the page title (a campaign's name) instead of its route's title; the
 * route's Titled provides it. Undefined: back to the route's title.
 */
export const ScreenTitleContext = createContext<((name: string | undefined) => void) | null>(null);
