// The route table of the dashboard (admin spec §2), below the router basename. Screens load lazily.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { needs, SIGNED_IN, SUPER_ADMIN, type Access } from '../access/access.ts';
import { Gate } from '../access/Gate.tsx';
import { NotFoundPage, ScreenErrorBoundary } from '../access/BlockingPages.tsx';
import { Shell } from '../shell/Shell.tsx';
import { RouteProgress } from '../shell/RouteProgress.tsx';
import { usePageTitle } from '../services/use-page-title.ts';

const Workplace = lazy(() => import('../workplace/Workplace.tsx'));
const PlannedScreen = lazy(() => import('../planned/PlannedScreen.tsx'));
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

function Titled({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(title));
  return children;
}

/** A gated screen with its page title ("{section} - Event Dashboard"). */
function Screen({ title, access, children }: { title: string; access: Access; children: ReactNode }) {
  return (
    <Gate access={access}>
      <Titled title={title}>{children}</Titled>
    </Gate>
  );
}

/** A screen without sidebar or top bar. */
function Bare({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<RouteProgress />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

const planned = (title: string, description: string, access: Access) => (
  <Screen title={title} access={access}>
    <PlannedScreen title={title} description={description} />
  </Screen>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard/workplace" replace />} />

      <Route
        path="proxy-login"
        element={
          <Bare>
            <Titled title="menu.proxyLogin">
              <ProxyLogin />
            </Titled>
          </Bare>
        }
      />
      <Route
        path="single-signin"
        element={
          <Bare>
            <Titled title="menu.singleSignIn">
              <ProxyLogin automatic />
            </Titled>
          </Bare>
        }
      />
      <Route
        path="shadow-session"
        element={
          <Bare>
            <Titled title="menu.shadowSession">
              <ShadowSession />
            </Titled>
          </Bare>
        }
      />

      <Route
        path="eventory"
        element={
          <Bare>
            <Screen title="menu.campaigns" access={needs('campaignControl')}>
              <CampaignAdmin />
            </Screen>
          </Bare>
        }
      >
        <Route index element={<CampaignList />} />
        <Route path=":campaignId" element={<CampaignDetail />} />
        <Route path=":campaignId/containers/:containerId" element={<ContainerScreen />} />
        <Route path="lookups/:tab?" element={<LookupsScreen />} />
        {(['missions', 'questionnaires', 'prizes', 'tracker', 'versions'] as const).map((section) => (
          <Route
            key={section}
            path={`:campaignId/${section}`}
            element={<CampaignContent section={section} />}
          />
        ))}
      </Route>
      <Route
        path="template"
        element={<Bare>{planned('menu.template', 'planned.template', needs('campaignControl'))}</Bare>}
      />
      <Route
        path="eventory-client"
        element={
          <Bare>{planned('menu.eventoryClient', 'planned.eventoryClient', needs('campaignControl'))}</Bare>
        }
      />
      <Route
        path="diagram"
        element={<Bare>{planned('menu.diagram', 'planned.diagram', needs('campaignDiagramLink'))}</Bare>}
      />

      <Route
        element={
          <Gate access={SIGNED_IN}>
            <Shell />
          </Gate>
        }
      >
        <Route path="dashboard">
          <Route index element={<Navigate to="/dashboard/workplace" replace />} />
          <Route
            path="workplace"
            element={
              <Screen title="menu.workplace" access={needs('dashboardSystem')}>
                <Workplace />
              </Screen>
            }
          />
        </Route>
        <Route path="job-system">
          <Route index element={<Navigate to="/job-system/list" replace />} />
          <Route path="list" element={planned('menu.jobList', 'planned.jobList', needs('jobSystem'))} />
          <Route
            path="executions"
            element={planned('menu.jobExecutions', 'planned.jobExecutions', needs('jobSystem'))}
          />
          <Route
            path="setting"
            element={planned('menu.jobSetting', 'planned.jobSetting', needs('jobSystem'))}
          />
        </Route>
        <Route path="cache-system" element={planned('menu.cache', 'planned.cache', needs('cacheSystem'))} />
        <Route
          path="function-system"
          element={planned('menu.function', 'planned.function', needs('functionSystem'))}
        />
        <Route path="storage" element={planned('menu.storage', 'planned.storage', needs('storageSystem'))} />
        <Route
          path="temp-auth"
          element={
            <Screen title="menu.tempAuth" access={needs('tempAuth')}>
              <TempAuth />
            </Screen>
          }
        />
        <Route path="tester">
          <Route index element={<Navigate to="/tester/send-gifts" replace />} />
          <Route
            path="send-gifts"
            element={
              <Screen title="menu.sendGifts" access={needs('tester')}>
                <SendGifts />
              </Screen>
            }
          />
          <Route
            path="gift-bucket"
            element={planned('menu.testerGiftBucket', 'planned.testerGiftBucket', needs('tester'))}
          />
        </Route>
        <Route path="change-log">
          <Route index element={<Navigate to="/change-log/CSJobConfig" replace />} />
          <Route
            path=":table"
            element={
              <Screen title="menu.changeLog" access={needs('changeLog')}>
                <ChangeLogScreen />
              </Screen>
            }
          />
        </Route>
        <Route
          path="sign-in-system"
          element={planned('menu.signInSystem', 'planned.signInSystem', needs('tempAuth'))}
        />
        <Route
          path="shadow-eventory"
          element={planned('menu.shadow', 'planned.shadowEventory', needs('debug'))}
        />
        <Route
          path="admin-whitelist"
          element={
            <Screen title="menu.adminWhitelist" access={SUPER_ADMIN}>
              <AdminWhitelist />
            </Screen>
          }
        />
        <Route path="gift-bucket">
          <Route index element={<Navigate to="/gift-bucket/list" replace />} />
          <Route
            path="list"
            element={planned('menu.giftBucket', 'planned.giftBucketList', needs('workerSystem'))}
          />
        </Route>
      </Route>

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
