import { lazy } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, renderMatches, Route, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import { RootLayout } from './shell/RootLayout';
import { SearchRoute } from './routes/search/SearchRoute';

// Every screen but search loads on first visit, so /search ships only what it needs (≤ 160 kB gzip);
// so do the guards, which only private screens need.
const Guard = lazy(() => import('./shell/guards'));
const ProductRoute = lazy(() => import('./routes/product/ProductRoute'));
const SellerRoute = lazy(() => import('./routes/search/SellerRoute'));
const LoginRoute = lazy(() => import('./routes/login/LoginRoute'));
const RegisterRoute = lazy(() => import('./routes/accounts/RegisterRoute'));
const ForgotPasswordRoute = lazy(() => import('./routes/accounts/ForgotPasswordRoute'));
const PasswordResetRoute = lazy(() => import('./routes/accounts/PasswordResetRoute'));
const ActivateAccountRoute = lazy(() => import('./routes/accounts/ActivateAccountRoute'));
const DeleteAccountRoute = lazy(() => import('./routes/accounts/DeleteAccountRoute'));
const ContactRoute = lazy(() => import('./routes/contact/ContactRoute'));
const TermsRoute = lazy(() => import('./routes/terms/TermsRoute'));
const RankingRoute = lazy(() => import('./routes/ranking/RankingRoute'));
const AccessibilityRoute = lazy(() => import('./routes/accessibility/AccessibilityRoute'));
const PrivacyRoute = lazy(() => import('./routes/privacy/PrivacyRoute'));
const ReportRoute = lazy(() => import('./routes/report/ReportRoute'));
const SitemapRoute = lazy(() => import('./routes/sitemap/SitemapRoute'));
const ProfileRoute = lazy(() => import('./routes/accounts/ProfileRoute'));
const SecurityRoute = lazy(() => import('./routes/accounts/SecurityRoute'));
const PasswordChangeRoute = lazy(() => import('./routes/accounts/PasswordChangeRoute'));
const TriggerDeleteAccountRoute = lazy(() => import('./routes/accounts/TriggerDeleteAccountRoute'));
const ProductsManagementRoute = lazy(() => import('./routes/products/ProductsManagementRoute'));
const UploadCatalogRoute = lazy(() => import('./routes/upload/UploadCatalogRoute'));
const MyQrRoute = lazy(() => import('./routes/qr/MyQrRoute'));
const AdminHubRoute = lazy(() => import('./routes/admin/AdminHubRoute'));
const DashboardRoute = lazy(() => import('./routes/admin/DashboardRoute'));
const UsersRoute = lazy(() => import('./routes/admin/UsersRoute'));
const SearchOptionsRoute = lazy(() => import('./routes/admin/SearchOptionsRoute'));
const ModerationRoute = lazy(() => import('./routes/moderation/ModerationRoute'));
const ModerationLogRoute = lazy(() => import('./routes/moderation/ModerationLogRoute'));
const DecisionsRoute = lazy(() => import('./routes/moderation/DecisionsRoute'));
const BuyerRegisterRoute = lazy(() => import('./routes/buyers/BuyerRegisterRoute'));
const JoinCompanyRoute = lazy(() => import('./routes/buyers/JoinCompanyRoute'));
const OrderListsRoute = lazy(() => import('./routes/buyers/OrderListsRoute'));
const InquiriesRoute = lazy(() => import('./routes/buyers/InquiriesRoute'));
const CompanyRoute = lazy(() => import('./routes/buyers/CompanyRoute'));
const AlertsRoute = lazy(() => import('./routes/alerts/AlertsRoute'));
const ConfirmSearchRoute = lazy(() => import('./routes/alerts/ConfirmSearchRoute'));
const UnsubscribeRoute = lazy(() => import('./routes/alerts/UnsubscribeRoute'));

/**
 * Every route of docs/product.md §2 (`showScreen` false paints only the frame, see main.tsx), declared with react-router's component API: the data router would
 * add 17 kB gzip to the first load and the app has no loaders. Anything else goes to /search.
 */
function appRoutes(showScreen: boolean): RouteObject[] {
  return createRoutesFromElements(
    <Route element={<RootLayout showScreen={showScreen} />}>
      <Route path="/" element={<Navigate replace to="/search" />} />
      <Route path="/search" element={<SearchRoute />} />
      <Route path="/product" element={<ProductRoute />} />
      <Route path="/seller/:slug" element={<SellerRoute />} />
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/register-buyer" element={<BuyerRegisterRoute />} />
      <Route path="/join-company" element={<JoinCompanyRoute />} />
      <Route path="/forgotpassword" element={<ForgotPasswordRoute />} />
      <Route path="/password-reset" element={<PasswordResetRoute />} />
      <Route path="/activate-account" element={<ActivateAccountRoute />} />
      <Route path="/delete-account" element={<DeleteAccountRoute />} />
      <Route path="/contact" element={<ContactRoute />} />
      <Route path="/terms" element={<TermsRoute />} />
      <Route path="/ranking" element={<RankingRoute />} />
      <Route path="/accessibility" element={<AccessibilityRoute />} />
      <Route path="/privacy" element={<PrivacyRoute />} />
      <Route path="/report" element={<ReportRoute />} />
      <Route path="/sitemap" element={<SitemapRoute />} />
      <Route path="/saved-searches/confirm" element={<ConfirmSearchRoute />} />
      <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
      <Route element={<Guard access="session" />}>
        <Route path="/profile" element={<ProfileRoute />} />
        <Route path="/password-change" element={<PasswordChangeRoute />} />
        <Route path="/trigger-delete-account" element={<TriggerDeleteAccountRoute />} />
        <Route path="/products-management" element={<ProductsManagementRoute />} />
        <Route path="/upload/catalog" element={<UploadCatalogRoute />} />
        <Route path="/myQr" element={<MyQrRoute />} />
        <Route path="/decisions" element={<DecisionsRoute />} />
        <Route path="/lists" element={<OrderListsRoute />} />
        <Route path="/inquiries" element={<InquiriesRoute />} />
        <Route path="/company" element={<CompanyRoute />} />
        <Route path="/alerts" element={<AlertsRoute />} />
      </Route>
      <Route element={<Guard access="signedIn" />}>
        <Route path="/security" element={<SecurityRoute />} />
      </Route>
      <Route element={<Guard access="admin" />}>
        <Route path="/admin" element={<AdminHubRoute />} />
        <Route path="/admin/dashboard" element={<DashboardRoute />} />
        <Route path="/admin/users" element={<UsersRoute />} />
        <Route path="/admin/search" element={<SearchOptionsRoute />} />
        <Route path="/admin/moderation" element={<ModerationRoute />} />
        <Route path="/admin/moderation/log" element={<ModerationLogRoute />} />
      </Route>
      <Route path="*" element={<Navigate replace to="/search" />} />
    </Route>,
  );
}

/** Addresses whose matches a table keeps: the app has two dozen, and an address it lacks matches its catch-all. */
const keptAddresses = 64;

/**
 * A table's matches for an address, worked out once per address: react-router's `<Routes>`
 * ranks every route again at each render, about a twelfth of a server-rendered search page
 * (decision 039). The table never changes, so neither do an address's matches.
 */
function addressMatcher(routes: RouteObject[]): (pathname: string) => RouteMatch[] | null {
  const byAddress = new Map<string, RouteMatch[] | null>();
  return (pathname) => {
    const kept = byAddress.get(pathname);
    if (kept !== undefined) return kept;
    const matches = matchRoutes(routes, pathname);
    if (byAddress.size >= keptAddresses) byAddress.delete(byAddress.keys().next().value as string);
    byAddress.set(pathname, matches);
    return matches;
  };
}

const screenMatches = addressMatcher(appRoutes(true));
const frameMatches = addressMatcher(appRoutes(false));

/** The app's routes for the address in the router, as `<Routes>` would render them. */
export function AppRoutes({ showScreen = true }: { showScreen?: boolean }) {
  const { pathname } = useLocation();
  return renderMatches((showScreen ? screenMatches : frameMatches)(pathname));
}
