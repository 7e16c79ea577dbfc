// The navigation blocks' props (block spec §2) and the session key a tab may add to its link.

export interface SwitchProps {
  defaultPath: string;
}

export interface RouteProps {
  path: string;
  /** Datetime or timestamp (unix seconds or ms): before it this route is the default. */
  asDefaultPathBefore?: string | number;
  /** Keys that navigate here, e.g. ['1'] or '1,d'. */
  hotkey?: string[] | string;
}

export interface TabProps {
  to: string;
  text: string;
  /** The name recorded in the page info; defaults to the text. */
  name?: string;
  openNewWindow: boolean;
  withUserId: boolean;
}

export interface AnchorLinkProps {
  path: string;
  section: string;
  text: string;
}

/** The session-storage key the app's web view leaves the viewer's id in (visitor spec §2). */
export const SESSION_USER_ID_KEY = 'userID';
