// Every route of the dashboard (admin spec §2), declared once: its path below the router basename, the
// access that opens it and its page title. app/AppRoutes.tsx builds the routes from this table and
// shell/menu.ts the sidebar; neither repeats a path or a permission. Screens stay out of this file, so
// the shell can read it without importing them.
import { needs, SUPER_ADMIN, type Access } from '../access/access.ts';
import { CONTENT_SECTIONS } from './content-sections.ts';

/** `shell`: inside the sidebar and top bar (signed in first); `bare`: a screen of its own. */
export type RouteLayout = 'shell' | 'bare';

export interface ChildRoute {
  /** Names the screen app/AppRoutes.tsx renders here. */
  key: string;
  /** Below the parent's path; '' is the parent's index. */
  path: string;
}

export interface RouteEntry {
  /** Names the route: the screen app/AppRoutes.tsx renders and the sidebar label `menu.{key}`. */
  key: string;
  /** From the root of the router, with `:params`. */
  path: string;
  /** Who may open it; null: anyone (the sign-in flows that make a session). */
  access: Access | null;
  /** i18n key of the page title ("{title} - Event Dashboard"). */
  title: string;
  layout: RouteLayout;
  /** The sidebar hides it in production (the route itself stays reachable). */
  nonProductionOnly?: boolean;
  /** Routes below this one, under its access and title; the route's screen shows them in its outlet. */
  children?: readonly ChildRoute[];
}

const campaignControl = needs('campaignControl');

export const ROUTES = [
  // Without sidebar or top bar (admin spec §2).
  { key: 'proxyLogin', path: '/proxy-login', access: null, title: 'menu.proxyLogin', layout: 'bare' },
  { key: 'singleSignIn', path: '/single-signin', access: null, title: 'menu.singleSignIn', layout: 'bare' },
  {
    key: 'shadowSession',
    path: '/shadow-session',
    access: null,
    title: 'menu.shadowSession',
    layout: 'bare',
  },
  {
    key: 'campaigns',
    path: '/eventory',
    access: campaignControl,
    title: 'menu.campaigns',
    layout: 'bare',
    children: [
      { key: 'campaignList', path: '' },
      { key: 'campaignDetail', path: ':campaignId' },
      { key: 'container', path: ':campaignId/containers/:containerId' },
      { key: 'lookups', path: 'lookups/:tab?' },
      ...CONTENT_SECTIONS.map((section) => ({ key: section, path: `:campaignId/${section}` })),
    ],
  },
  {
    key: 'template',
    path: '/template',
    access: campaignControl,
    title: 'menu.template',
    layout: 'bare',
  },
  {
    key: 'eventoryClient',
    path: '/eventory-client',
    access: campaignControl,
    title: 'menu.eventoryClient',
    layout: 'bare',
  },
  // A/B page variants of a campaign (decision 0091): only the A/B testers (abTestGroup) open it.
  {
    key: 'pageVariants',
    path: '/page-variants/:campaignId',
    access: needs('abTestGroup'),
    title: 'menu.pageVariants',
    layout: 'shell',
  },
  {
    key: 'diagram',
    path: '/diagram',
    access: needs('campaignDiagramLink'),
    title: 'menu.diagram',
    layout: 'bare',
  },
  {
    key: 'insight',
    path: '/insight',
    access: needs('insightLink'),
    title: 'menu.insight',
    layout: 'bare',
  },

  // Inside the shell.
  {
    key: 'workplace',
    path: '/dashboard/workplace',
    access: needs('dashboardSystem'),
    title: 'menu.workplace',
    layout: 'shell',
  },
  {
    key: 'jobList',
    path: '/job-system/list',
    access: needs('jobSystem'),
    title: 'menu.jobList',
    layout: 'shell',
  },
  {
    key: 'jobExecutions',
    path: '/job-system/executions',
    access: needs('jobSystem'),
    title: 'menu.jobExecutions',
    layout: 'shell',
  },
  {
    key: 'jobSetting',
    path: '/job-system/setting',
    access: needs('jobSystem'),
    title: 'menu.jobSetting',
    layout: 'shell',
  },
  {
    key: 'cache',
    path: '/cache-system',
    access: needs('cacheSystem'),
    title: 'menu.cache',
    layout: 'shell',
  },
  {
    key: 'function',
    path: '/function-system',
    access: needs('functionSystem'),
    title: 'menu.function',
    layout: 'shell',
  },
  {
    key: 'storage',
    path: '/storage',
    access: needs('storageSystem'),
    title: 'menu.storage',
    layout: 'shell',
  },
  { key: 'tempAuth', path: '/temp-auth', access: needs('tempAuth'), title: 'menu.tempAuth', layout: 'shell' },
  {
    key: 'sendGifts',
    path: '/tester/send-gifts',
    access: needs('tester'),
    title: 'menu.sendGifts',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'testerGiftbox',
    path: '/tester/giftbox',
    access: needs('tester'),
    title: 'menu.testerGiftbox',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'testerMockData',
    path: '/tester/mock-data',
    access: needs('tester'),
    title: 'menu.testerMockData',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'testerWatchedFiles',
    path: '/tester/watched-files',
    access: needs('tester'),
    title: 'menu.testerWatchedFiles',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'simulator',
    path: '/tester/simulator',
    access: needs('simulator'),
    title: 'menu.simulator',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'testerGiftBucket',
    path: '/tester/gift-bucket',
    access: needs('tester'),
    title: 'menu.testerGiftBucket',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'changeLog',
    path: '/change-log/:table',
    access: needs('changeLog'),
    title: 'menu.changeLog',
    layout: 'shell',
  },
  {
    key: 'signInSystem',
    path: '/sign-in-system',
    access: needs('tempAuth'),
    title: 'menu.signInSystem',
    layout: 'shell',
  },
  {
    key: 'shadow',
    path: '/shadow-eventory',
    access: needs('debug'),
    title: 'menu.shadow',
    layout: 'shell',
    nonProductionOnly: true,
  },
  {
    key: 'adminWhitelist',
    path: '/admin-whitelist',
    access: SUPER_ADMIN,
    title: 'menu.adminWhitelist',
    layout: 'shell',
  },
  {
    key: 'permanent',
    path: '/permanent-leaderboard',
    access: needs('permanentLeaderboard'),
    title: 'menu.permanent',
    layout: 'shell',
  },
  {
    key: 'giftBucket',
    path: '/gift-bucket/list',
    access: needs('workerSystem'),
    title: 'menu.giftBucket',
    layout: 'shell',
  },
  { key: 'tools', path: '/tools', access: needs('toolsControl'), title: 'menu.tools', layout: 'shell' },
  { key: 'alpha', path: '/alpha', access: needs('alpha'), title: 'menu.alpha', layout: 'shell' },
] as const satisfies readonly RouteEntry[];

export type RouteKey = (typeof ROUTES)[number]['key'];

/** Paths that lead on to another: a section's first screen. */
export const REDIRECTS: readonly { from: string; to: string; layout: RouteLayout }[] = [
  { from: '/', to: '/dashboard/workplace', layout: 'bare' },
  { from: '/dashboard', to: '/dashboard/workplace', layout: 'shell' },
  { from: '/job-system', to: '/job-system/list', layout: 'shell' },
  { from: '/tester', to: '/tester/send-gifts', layout: 'shell' },
  { from: '/change-log', to: '/change-log/CSJobConfig', layout: 'shell' },
  { from: '/gift-bucket', to: '/gift-bucket/list', layout: 'shell' },
];

export function routeOf(key: RouteKey): RouteEntry {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`No route ${key}`);
  return route;
}

/** The path of a route with its `:params` filled in. */
export function pathTo(key: RouteKey, params: Record<string, string> = {}): string {
  return routeOf(key).path.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
