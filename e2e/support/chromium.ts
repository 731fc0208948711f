import type { LaunchOptions } from 'playwright-core';

/**
 * How the journeys and the screenshot script start Chromium: Debian's build (never a downloaded browser), with
 * no sandbox (root in CI) and no background networking (this machine's network is closed).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-gpu',
    '--disable-component-update',
    '--no-first-run',
  ],
};
