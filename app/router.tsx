import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireSession } from './shell/guards';
import { RootLayout } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';
import { SearchRoute } from './routes/search/SearchRoute';

/** A screen loaded on first visit, so /search ships only what it needs (≤ 160 kB gzip). */
const screen = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every route of SPEC §2. Anything else goes to /search. */
const screens: RouteObject[] = [
  { path: '/', element: <Navigate replace to="/search" /> },
  { path: '/search', element: <SearchRoute /> },
  { path: '/product', ...screen(() => import('./routes/product/ProductRoute')) },
  { path: '/login', ...screen(() => import('./routes/login/LoginRoute')) },
  { path: '/register', ...screen(() => import('./routes/accounts/RegisterRoute')) },
  { path: '/forgotpassword', ...screen(() => import('./routes/accounts/ForgotPasswordRoute')) },
  { path: '/password-reset', ...screen(() => import('./routes/accounts/PasswordResetRoute')) },
  { path: '/activate-account', ...screen(() => import('./routes/accounts/ActivateAccountRoute')) },
  { path: '/delete-account', ...screen(() => import('./routes/accounts/DeleteAccountRoute')) },
  { path: '/contact', ...screen(() => import('./routes/contact/ContactRoute')) },
  { path: '/terms', ...screen(() => import('./routes/terms/TermsRoute')) },
  { path: '/sitemap', ...screen(() => import('./routes/sitemap/SitemapRoute')) },
  {
    element: <RequireSession />,
    children: [
      { path: '/profile', ...screen(() => import('./routes/accounts/ProfileRoute')) },
      { path: '/password-change', ...screen(() => import('./routes/accounts/PasswordChangeRoute')) },
      { path: '/trigger-delete-account', ...screen(() => import('./routes/accounts/TriggerDeleteAccountRoute')) },
      { path: '/products-management', ...screen(() => import('./routes/products/ProductsManagementRoute')) },
      { path: '/upload/catalog', ...screen(() => import('./routes/upload/UploadCatalogRoute')) },
      { path: '/myQr', ...screen(() => import('./routes/qr/MyQrRoute')) },
    ],
  },
  {
    element: <RequireAdmin />,
    children: [
      { path: '/admin', ...screen(() => import('./routes/admin/AdminHubRoute')) },
      { path: '/admin/dashboard', ...screen(() => import('./routes/admin/DashboardRoute')) },
      { path: '/admin/users', ...screen(() => import('./routes/admin/UsersRoute')) },
      { path: '/admin/search', ...screen(() => import('./routes/admin/SearchOptionsRoute')) },
    ],
  },
  { path: '*', element: <Navigate replace to="/search" /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Inside the frame, so a screen that fails keeps the navigation.
        errorElement: <RouteError />,
        children: screens,
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
