import { Button } from 'react-aria-components';
import { scrollButton } from './ScrollToTopButton.css';
import { Icon } from '../Icon/Icon';

export interface ScrollToTopButtonProps {
  /** Shown once the page has scrolled more than two viewport heights (decided by the screen). */
  isVisible: boolean;
  /** Called when pressed: the screen scrolls up and moves focus to the top. */
  onPress: () => void;
}

/** The button back to the top of the results (docs/product.md §2). */
export function ScrollToTopButton({ isVisible, onPress }: ScrollToTopButtonProps) {
  if (!isVisible) return null;
  return (
    <Button className={scrollButton} onPress={onPress} aria-label="Înapoi sus">
      <Icon name="arrowUp" />
    </Button>
  );
}
