import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

type Navigate = ComponentProps<typeof AriaRouterProvider>['navigate'];

interface LinkRouter {
  /** Moves within the app; absent outside a RouterProvider, where a link is followed by the browser. */
  navigate?: Navigate;
  /** The address to write in `href` for an app path (a base path, say). */
  useHref: (href: string) => string;
}

const LinkRouterContext = createContext<LinkRouter>({ useHref: (href) => href });

/** The router the design system's links follow, or none: see `RouterProvider`. */
export const useLinkRouter = (): LinkRouter => useContext(LinkRouterContext);

export interface RouterProviderProps {
  /** Moves within the app, as the app's router does. Keep it the same function for the app's life: every link reads it. */
  navigate: Navigate;
  /** The address an app path is written as. Defaults to the path itself. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * The app's router, for every link on the page (decision 039): the design system's links
 * (plain anchors) and react-aria's own (a control with an `href`). A click on a link to a page
 * of the app then moves within it rather than loading the page again.
 */
export function RouterProvider({ navigate, useHref = (href) => href, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <LinkRouterContext.Provider value={router}>
      <AriaRouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </AriaRouterProvider>
    </LinkRouterContext.Provider>
  );
}
