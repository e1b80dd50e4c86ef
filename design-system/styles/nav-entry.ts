/** A navigation link as data, which the app hands the navigation components (`NavBar`, `ZoneNav`, `Footer`). */
export interface NavEntry {
  href: string;
  label: string;
  /** Drawn as the administrator's link (red), apart from the rest. */
  admin?: boolean;
}

/** Whether `entry` is the current page's link, or (with `nested`) a section the current path lies under. */
export const isCurrent = (entry: NavEntry, currentPath: string, nested = false): boolean =>
  currentPath === entry.href || (nested && currentPath.startsWith(`${entry.href}/`));
