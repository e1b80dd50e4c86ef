/** Every delay the spec names (docs/product.md §4, §9), in one place. */
export const delays = {
  searchDebounce: 500,
  /** How long the search box waits after a keystroke before asking for suggestions (ours, decision 030). */
  suggestDebounce: 150,
  passwordChangeRedirect: 1_000,
  passwordResetRedirect: 2_000,
  confirmationRedirect: 3_000,
  dashboardRefresh: 5_000,
  toastAutoClose: 3_000,
  /** How often a running CSV import asks how far the server has written (ours, not the spec's). */
  importProgressPoll: 500,
} as const;
