import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

type Navigate = ComponentProps<typeof AriaRouterProvider>['navigate'];

const LinkRouterContext = createContext<Navigate | undefined>(undefined);

/** How a link moves within the app, or undefined outside a RouterProvider, where the browser follows it. */
export const useLinkNavigate = (): Navigate | undefined => useContext(LinkRouterContext);

export interface RouterProviderProps {
  /** Moves within the app, as the app's router does. Keep it the same function for the app's life: every link reads it. */
  navigate: Navigate;
  children: ReactNode;
}

/**
 * The app's router, for every link on the page (decision 039): the design system's links
 * (plain anchors) and react-aria's own (a control with an `href`). A click on a link to a page
 * of the app then moves within it rather than loading the page again. The app is served at
 * the root, so an `href` is written as it is given.
 */
export function RouterProvider({ navigate, children }: RouterProviderProps) {
  return (
    <LinkRouterContext.Provider value={navigate}>
      <AriaRouterProvider navigate={navigate}>{children}</AriaRouterProvider>
    </LinkRouterContext.Provider>
  );
}
