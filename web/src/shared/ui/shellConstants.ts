/** The shell's measures and timings of spec 1 §9. */
export const NAVBAR_MIN_HEIGHT = 70;
/** A phone's top row is lower: the breadcrumb trail takes a row of its own below it, and the bar stays above 70 px. */
export const PHONE_TOOLBAR_HEIGHT = 56;
export const SIDEBAR_WIDTH = '6.25rem';
/** The breadcrumb trail may use the window width minus this many pixels. */
export const BREADCRUMB_OFFSET_PX = 100;
/** Sidebar icons fade between outline and filled over this long. */
export const ICON_FADE_MS = 750;
export const HOVER_TRANSITION = '0.5s';
