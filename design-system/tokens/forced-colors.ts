/**
 * Windows high contrast (`forced-colors: active`) replaces the page's colours with the user's
 * system colours and drops backgrounds. What must stay visible in it (a switch's state, the
 * current page, a badge's edge) is drawn with these system colour keywords, which follow the
 * user's own theme (decision 018).
 */
export const forcedColors = {
  media: '(forced-colors: active)',
  canvas: 'Canvas',
  canvasText: 'CanvasText',
  highlight: 'Highlight',
  highlightText: 'HighlightText',
  grayText: 'GrayText',
  buttonText: 'ButtonText',
} as const;
