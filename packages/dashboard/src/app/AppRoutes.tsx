// The dashboard's routes (admin spec §2), built from navigation/route-table.ts: each route's screen, gate
// and page title. Screens load lazily.
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SIGNED_IN } from '../access/access.ts';
import { Gate } from '../access/Gate.tsx';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import { Shell } from '../shell/Shell.tsx';
import { CONTENT_SECTIONS } from '../navigation/content-sections.ts';
import { REDIRECTS, ROUTES, type RouteEntry, type RouteLayout } from '../navigation/route-table.ts';
import { Bare } from './Bare.tsx';
import { Screen } from './Screen.tsx';
import { Titled } from './Titled.tsx';

const Workplace = lazy(() => import('../workplace/Workplace.tsx'));
const ChangeLogScreen = lazy(() => import('../change-log/ChangeLogScreen.tsx'));
const CampaignAdmin = lazy(() => import('../campaigns/CampaignAdmin.tsx'));
const CampaignList = lazy(() => import('../campaigns/CampaignList.tsx'));
const CampaignDetail = lazy(() => import('../campaigns/CampaignDetail.tsx'));
const ContainerScreen = lazy(() => import('../engine-admin/ContainerScreen.tsx'));
const SendGifts = lazy(() => import('../tester/SendGifts.tsx'));
const AdminWhitelist = lazy(() => import('../admin-whitelist/AdminWhitelist.tsx'));
const TempAuth = lazy(() => import('../temp-auth/TempAuth.tsx'));
const ProxyLogin = lazy(() => import('../proxy-login/ProxyLogin.tsx'));
const ShadowSession = lazy(() => import('../proxy-login/ShadowSession.tsx'));
const CampaignContent = lazy(() => import('../campaign-content/CampaignContent.tsx'));
const LookupsScreen = lazy(() => import('../campaign-content/LookupsScreen.tsx'));
const StorageScreen = lazy(() => import('../storage/StorageScreen.tsx'));
const CacheScreen = lazy(() => import('../cache/CacheScreen.tsx'));
const FunctionScreen = lazy(() => import('../functions/FunctionScreen.tsx'));
const JobList = lazy(() => import('../job-system/JobList.tsx'));
const JobExecutions = lazy(() => import('../job-system/JobExecutions.tsx'));
const JobSetting = lazy(() => import('../job-system/JobSetting.tsx'));
const GiftBucketList = lazy(() => import('../gift-buckets/GiftBucketList.tsx'));
const BucketTester = lazy(() => import('../gift-buckets/BucketTester.tsx'));
const Giftbox = lazy(() => import('../tester/Giftbox.tsx'));
const MockData = lazy(() => import('../tester/MockData.tsx'));
const WatchedFiles = lazy(() => import('../tester/WatchedFiles.tsx'));
const Simulator = lazy(() => import('../tester/Simulator.tsx'));
const SignInSystem = lazy(() => import('../sign-in-system/SignInSystem.tsx'));
const ToolsScreen = lazy(() => import('../tools/ToolsScreen.tsx'));
const AlphaFeatures = lazy(() => import('../alpha-features/AlphaFeatures.tsx'));
const PermanentArea = lazy(() => import('../permanent/PermanentArea.tsx'));
const DiagramScreen = lazy(() => import('../diagram/DiagramScreen.tsx'));
const InsightScreen = lazy(() => import('../insight/InsightScreen.tsx'));
const EventoryClient = lazy(() => import('../eventory-client/EventoryClient.tsx'));
const ShadowEventory = lazy(() => import('../shadow-eventory/ShadowEventory.tsx'));
const PageEditorScreen = lazy(() => import('../page-editor/PageEditorScreen.tsx'));
const PageVariantsScreen = lazy(() => import('../page-variants/PageVariantsScreen.tsx'));

/** The screen of each route and child route of the route table. */
export const SCREENS: Record<string, ComponentType> = {
  proxyLogin: ProxyLogin,
  singleSignIn: () => <ProxyLogin automatic />,
  shadowSession: ShadowSession,
  campaigns: CampaignAdmin,
  campaignList: CampaignList,
  campaignDetail: CampaignDetail,
  container: ContainerScreen,
  lookups: LookupsScreen,
  ...Object.fromEntries(
    CONTENT_SECTIONS.map((section) => [section, () => <CampaignContent section={section} />]),
  ),
  workplace: Workplace,
  tempAuth: TempAuth,
  sendGifts: SendGifts,
  changeLog: ChangeLogScreen,
  adminWhitelist: AdminWhitelist,
  storage: StorageScreen,
  cache: CacheScreen,
  function: FunctionScreen,
  jobList: JobList,
  jobExecutions: JobExecutions,
  jobSetting: JobSetting,
  giftBucket: GiftBucketList,
  testerGiftBucket: BucketTester,
  testerGiftbox: Giftbox,
  testerMockData: MockData,
  testerWatchedFiles: WatchedFiles,
  simulator: Simulator,
  signInSystem: SignInSystem,
  tools: ToolsScreen,
  alpha: AlphaFeatures,
  permanent: PermanentArea,
  diagram: DiagramScreen,
  insight: InsightScreen,
  eventoryClient: EventoryClient,
  shadow: ShadowEventory,
  template: PageEditorScreen,
  pageVariants: PageVariantsScreen,
};

function screenOf(key: string): ComponentType {
  const Screen = SCREENS[key];
  if (!Screen) throw new Error(`No screen for the route ${key}`);
  return Screen;
}

/** A route of the table as the router sees it: gated, titled, its screen. */
function routeElement(route: RouteEntry) {
  const Content = screenOf(route.key);
  const content = <Content />;
  const screen = route.access ? (
    <Screen title={route.title} access={route.access}>
      {content}
    </Screen>
  ) : (
    <Titled title={route.title}>{content}</Titled>
  );
  return route.layout === 'bare' ? <Bare>{screen}</Bare> : screen;
}

function tableRoutes(layout: RouteLayout) {
  return [
    ...REDIRECTS.filter((r) => r.layout === layout).map((r) => (
      <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
    )),
    ...ROUTES.filter((route) => route.layout === layout).map((route: RouteEntry) => (
      <Route key={route.key} path={route.path} element={routeElement(route)}>
        {route.children?.map((child) => {
          const Child = screenOf(child.key);
          return child.path ? (
            <Route key={child.key} path={child.path} element={<Child />} />
          ) : (
            <Route key={child.key} index element={<Child />} />
          );
        })}
      </Route>
    )),
  ];
}

/** The routes of navigation/route-table.ts; the shell's routes sign in first. */
export function AppRoutes() {
  return (
    <Routes>
      {tableRoutes('bare')}
      <Route
        element={
          <Gate access={SIGNED_IN}>
            <Shell />
          </Gate>
        }
      >
        {tableRoutes('shell')}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
