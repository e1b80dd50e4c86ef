import { mainContentId, ScrollToTopButton } from '../../../design-system';

/**
 * The button back to the top of the results (docs/product.md §2): it scrolls up and moves focus
 * to the page's start. Loaded only once the visitor has scrolled two screens, so the first
 * visit to /search does not download it.
 */
export default function BackToTop() {
  return (
    <ScrollToTopButton
      isVisible
      onPress={() => {
        window.scrollTo({ top: 0 });
        document.getElementById(mainContentId)?.focus();
      }}
    />
  );
}
