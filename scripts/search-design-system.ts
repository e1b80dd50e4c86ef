/** The design-system components the /search screen and its frame use: what #5's 70 kB budget covers. */
export { Alert, Badge, Footer, NavBar, PageLayout, PriceRange, ProductCard, SearchField, DeferredSelect, Spinner, Switch, Toasts } from '../design-system';
