/**
 * Every address the app has (docs/product.md §2), as `AppRoutes` declares them: the server
 * answers these with the app and sends any other to /search, as the app would (decision 032).
 */
export const appPaths: readonly string[] = [
  '/search',
  '/product',
  '/seller/:slug',
  '/login',
  '/register',
  '/forgotpassword',
  '/password-reset',
  '/activate-account',
  '/delete-account',
  '/contact',
  '/terms',
  '/ranking',
  '/accessibility',
  '/privacy',
  '/sitemap',
  '/profile',
  '/password-change',
  '/trigger-delete-account',
  '/products-management',
  '/upload/catalog',
  '/myQr',
  '/security',
  '/admin',
  '/admin/dashboard',
  '/admin/users',
  '/admin/search',
];
