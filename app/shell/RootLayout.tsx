import { lazy, Suspense, useCallback, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Outlet, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { Footer, mainContentId, NavBar, PageLayout, RouterProvider, Spinner } from '../../design-system';
import { texts } from '../messages/texts';
import { useServices, useSession } from '../runtime/AppServicesProvider';
import { ConsentBanner } from './ConsentBanner';
import { footerNavigation, mainNavigation } from './navigation';
import { ScreenReady } from './ScreenReady';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { awaitingResults } from './screen.css';
import { useFocusOnNavigation } from './use-focus-on-navigation';

const ToastsFrame = lazy(() => import('./ToastsFrame'));

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The frame of every screen (docs/product.md §2): navigation, footer, toasts and the cookie banner.
 * Links navigate through react-router (the design system's RouterProvider), so no link reloads the page.
 */
export function RootLayout({ showScreen = true }: { showScreen?: boolean }) {
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();

  useEffect(() => services.navigator.attach((to, options) => void navigate(to, options)), [services.navigator, navigate]);
  // The first entry of the history is the page the server rendered; any other is not (decision 033).
  useEffect(() => {
    if (location.key !== 'default') services.initial.expire();
  }, [services.initial, location.key]);
  useFocusOnNavigation(mainContentId);
  // One function for the frame's life: the links take it from a context, and a new one would redraw every link on the page.
  const routerNavigate = useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);

  // The interface is Romanian whatever the browser's language; only ro-RO strings are bundled.
  return (
    <I18nProvider locale="ro-RO">
      <RouterProvider navigate={routerNavigate}>
        {/* First in the tab order, so keyboard users meet the notice before the page. */}
        <ConsentBanner />
        <PageLayout
          header={
            <NavBar
              entries={mainNavigation({
                isAuthenticated: session.status === 'authenticated',
                isAdmin: session.isAdmin,
                isBuyer: session.roles.includes('BUYER_HORECA'),
              })}
              currentPath={location.pathname}
              isAuthenticated={session.status === 'authenticated'}
              version={services.config.version}
              siteName={services.config.siteName}
              onLogout={() => services.auth.send({ type: 'logout.requested' })}
            />
          }
          footer={<Footer entries={footerNavigation.entries} rights={footerNavigation.rights(services.config.siteName)} />}
          notifications={
            <Suspense fallback={null}>
              <ToastsFrame />
            </Suspense>
          }
        >
          {showScreen ? (
            <RouteErrorBoundary key={location.pathname}>
              <Suspense fallback={<Spinner label={texts.app.loading} />}>
                <Outlet />
                <ScreenReady />
              </Suspense>
            </RouteErrorBoundary>
          ) : (
            // Holds the screen's place, so the footer does not jump when it arrives.
            <div className={awaitingResults}>
              <Spinner label={texts.app.loading} />
            </div>
          )}
        </PageLayout>
      </RouterProvider>
    </I18nProvider>
  );
}
