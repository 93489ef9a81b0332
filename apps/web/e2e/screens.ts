// The two screens the browser tests run on (decision 0135): a desktop (1280 × 800) and a phone (390 × 844,
// touch, device scale 3). The projects of playwright.config.ts use them, and so do the dev chain's specs,
// which run in one project of one worker and go through both screens themselves.
import { devices } from '@playwright/test';

export const desktopScreen = {
  userAgent: devices['Desktop Chrome'].userAgent,
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

export const phoneScreen = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** Both screens by name, for a spec that runs each of its tests on each. */
export const screens = [
  ['desktop', desktopScreen],
  ['phone', phoneScreen],
] as const;
