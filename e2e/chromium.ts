import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (package chromium-headless-shell, which scripts/install-test-deps.sh
 * installs): the same Blink and V8 without the desktop browser around them. Three journey files
 * took 57–64 s of CPU with it against 80–83 s with the full browser in new headless mode, measured
 * back to back under a cgroup (issue 23). The full browser remains the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The desktop browser in new headless mode, with its PDF viewer, which the headless shell lacks. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps dialing out of a closed network. */
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the journeys and the catalog bench launch Chromium: the machine's own build, headless. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args,
};

/** For the journeys that open a PDF in the browser's own viewer (a frame's load never fires without it). */
export const fullChromiumLaunchOptions = { executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args };
