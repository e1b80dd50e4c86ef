import type { ReactNode } from 'react';
import { Button, Disclosure as AriaDisclosure, DisclosurePanel, Heading, type DisclosureProps as AriaDisclosureProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { chevron, count as countStyle, disclosure, heading, panel, trigger } from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'children'> {
  /** What the section holds: 'Produse noi'. It names the button that opens it. */
  title: string;
  /** A short figure beside the title, such as the group's count. */
  count?: string | undefined;
  /** The heading level of the title in the page's outline. */
  level?: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * A section that opens and closes on react-aria's Disclosure: the title is a heading holding
 * the button (Enter or Space toggles it, `aria-expanded` tells its state), and the panel is
 * hidden from everyone while closed.
 */
export function Disclosure({ title, count, level = 3, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={disclosure}>
      <Heading level={level} className={heading}>
        <Button slot="trigger" className={trigger}>
          <span className={chevron}>
            <Icon name="chevronDown" />
          </span>
          {title}
          {count ? <span className={countStyle}>{count}</span> : null}
        </Button>
      </Heading>
      <DisclosurePanel className={panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
