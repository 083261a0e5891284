// How the browser tests and scripts start Chromium: Debian's own build, never a downloaded one.

/** Playwright launch options for the system Chromium (CHROMIUM_PATH overrides where it lives). */
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

module.exports = { chromiumLaunchOptions };
