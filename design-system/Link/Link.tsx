import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { link as linkStyle } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'target' | 'rel'> {
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers: for
   * other sites, or a page to read without leaving a half-filled form (the terms from the
   * registration). Other links navigate through the app's router (react-aria's
   * `RouterProvider`, wired to react-router by the app). Defaults to false.
   */
  isExternal?: boolean;
}

/** A text link on react-aria's Link: keyboard, focus ring and client-side navigation come from it. */
export function Link({ isExternal = false, children, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={linkStyle} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {isExternal ? <span className={visuallyHidden}> (se deschide într-o filă nouă)</span> : null}
        </>
      )}
    </AriaLink>
  );
}
