import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Dialog,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Shared fixtures and helpers for the browser journeys, after epic-stack's playwright-utils:
 * a `page` that fails the test on any console.error or uncaught page error, an axe check for
 * every screen a test visits, login through the UI or through the API, the 375 px overflow
 * check and the local mailbox.
 */

export type Role = 'admin' | 'owner' | 'salesperson' | 'manager' | 'fabricator';

/** The demo logins seeded into an empty database (packages/db demo data; README). */
export const demoUsers = {
  admin: { email: 'admin@stonetool.test', password: 'Admin-demo-2026' },
  owner: { email: 'owner@stonetool.test', password: 'Owner-demo-2026', showroom: 'Demo Stone Gallery' },
  salesperson: { email: 'sales@stonetool.test', password: 'Sales-demo-2026', showroom: 'Demo Stone Gallery' },
  // The password-recovery journey resets this account's password and restores it afterwards;
  // no other test logs in as the manager.
  manager: { email: 'manager@stonetool.test', password: 'Manager-demo-2026', showroom: 'Demo Stone Gallery' },
  fabricator: {
    email: 'fabricator@stonetool.test',
    password: 'Fabricator-demo-2026',
    showroom: 'Demo Fabrication Co.',
  },
} as const satisfies Record<Role, { email: string; password: string; showroom?: string }>;

/** Each test page's way to accept an expected console error (see allowConsoleError). */
const guards = new WeakMap<Page, (pattern: RegExp) => void>();

/**
 * The Branding journey uploads and then removes the demo showroom's logo while other journeys
 * draw pages that show it, so a page drawn in between asks for a file that is gone. The product
 * takes such a logo away (LogoImage, BrandMark and their component test); only Chromium's own
 * "Failed to load resource" line is left, and it is no fault of the page.
 */
const REMOVED_LOGO = /status of 404 .*\/storage\/v1\/object\/public\/logos\//;

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    const allowed: RegExp[] = [REMOVED_LOGO];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
    guards.set(page, (pattern) => allowed.push(pattern));
    await use(page);
    guards.delete(page);
    const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    if (unexpected.length > 0) {
      await testInfo.attach('console-errors.txt', {
        body: unexpected.join('\n\n'),
        contentType: 'text/plain',
      });
    }
    expect(unexpected, 'The page logged errors during the test (a console.error fails the test)').toEqual([]);
  },
});

/**
 * Tells the current test's page guard that console errors matching `pattern` are expected,
 * for the test that provokes them (Chromium logs a 401 answer to a wrong password).
 */
export function allowConsoleError(page: Page, pattern: RegExp): void {
  const allow = guards.get(page);
  if (!allow) throw new Error('allowConsoleError needs the page fixture from e2e/fixtures.ts');
  allow(pattern);
}
export { expect };

/**
 * Table rows past the fifth, left out of every scan: one component draws every row of a table, so
 * five say what a hundred do, and a long Orders or Payments table took axe over ten seconds.
 */
const BEYOND_FIRST_ROWS = 'tbody > tr:nth-child(n+6)';
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Runs axe-core on the current screen and fails on any serious or critical violation, listing
 * each rule with the elements it found. `screen` names the screen in the failure message.
 * Scans the open dialog alone when there is one, and leaves out table rows past the fifth.
 * `exclude` takes CSS selectors left out of the scan: only for long runs of identical repeated
 * components (the catalog's 150 stone cards take axe half a minute; a dozen of them say the same).
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Let entrance transitions finish: half-faded text reads as a contrast failure.
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const running = document.getAnimations().filter((animation) => animation.playState === 'running');
        void Promise.all(running.map((animation) => animation.finished.catch(() => undefined))).then(() =>
          resolve(),
        );
        setTimeout(resolve, 2_000);
      }),
  );
  // One axe.run in the page (legacy mode). The default runs a part in every frame and then opens
  // a new blank page, a new renderer, to finish the run: 2.5 to 4 s of CPU a scan where the scan
  // itself took 0.4 s. The product draws no frames, so both modes check the same elements. Only
  // violations are read: axe then keeps one node per passed or incomplete rule instead of every
  // node it checked.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude(BEYOND_FIRST_ROWS);
  // A modal dialog is the screen: the page behind it is inert and had its own scan.
  if ((await page.locator(OPEN_DIALOG).count()) > 0) builder = builder.include(OPEN_DIALOG);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(blocking.length, `Accessibility violations on ${screen} (${page.url()}):\n${report}`).toBe(0);
}

/**
 * The page must not scroll sideways (used at a 375 px viewport). The failure message names
 * the widest elements that stick out past the viewport.
 */
export async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const measure = await page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const offenders = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > clientWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => {
        const id = element.id ? `#${element.id}` : '';
        const cls =
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}`
            : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${id}${cls} right=${Math.round(right)} "${text}"`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth, offenders };
  });
  expect(
    measure.scrollWidth,
    `${screen} scrolls sideways: ${measure.scrollWidth}px of content in a ${measure.clientWidth}px viewport; widest elements:\n  ${measure.offenders.join('\n  ')}`,
  ).toBeLessThanOrEqual(measure.clientWidth);
}

/** The login response of POST /api/auth/login-enhanced (spec 01 section 3), as far as tests read it. */
export interface LoginResponse {
  success: boolean;
  error: string | null;
  session: { access_token: string; refresh_token: string };
  user: { email: string };
  isAdmin: boolean;
  isTeamMember: boolean;
  teamMember: { id: string | null; name: string; role: string } | null;
  showroom: { id: string; name: string; email: string; expert_mode_enabled?: boolean } | null;
}

/** A login: a demo role's, or one a test made (see newShowroomOwner). */
export interface Credentials {
  email: string;
  password: string;
}

function credentialsOf(who: Role | Credentials): Credentials {
  return typeof who === 'string' ? demoUsers[who] : who;
}

/** Logs in through the API and returns the login response; fails the test on anything but success. */
export async function apiLogin(request: APIRequestContext, who: Role | Credentials): Promise<LoginResponse> {
  const { email, password } = credentialsOf(who);
  const response = await request.post('/api/auth/login-enhanced', { data: { email, password } });
  expect(response.ok(), `login as ${email} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as LoginResponse;
}

/** The owner login of a showroom a test made for itself, its password already its own. */
export interface ShowroomOwner extends Credentials {
  showroom: string;
}

/**
 * A new showroom with its owner, made through the admin's API (spec 03 section 7, as the admin's
 * Showrooms tab does) for a journey that changes what every other journey reads of the demo
 * showroom (its name, its logo), so it can run beside them. The temporary password is changed
 * at once, as the owner's first sign-in would, so the owner reaches the dashboard.
 */
export async function newShowroomOwner(request: APIRequestContext, name: string): Promise<ShowroomOwner> {
  // As short as the demo owner's address: the 375 px journeys measure the header it is shown in.
  const suffix = `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 4)}`;
  const showroom = `${name} ${suffix}`;
  const email = `o-${suffix}@e2e.test`;
  const temporary = 'Welcome-Showroom-55';
  const password = 'Own-Showroom-Secret-77';
  const admin = await apiLogin(request, 'admin');
  const created = await request.post('/api/admin/create-showroom-account', {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
    data: { name: showroom, email, temporary_password: temporary },
  });
  expect(created.ok(), `creating the showroom answered ${created.status()}: ${await created.text()}`).toBe(
    true,
  );
  const first = await apiLogin(request, { email, password: temporary });
  const changed = await request.post('/api/auth/change-password', {
    headers: { authorization: `Bearer ${first.session.access_token}` },
    data: { current_password: temporary, new_password: password },
  });
  expect(changed.ok(), `changing the password answered ${changed.status()}: ${await changed.text()}`).toBe(
    true,
  );
  return { email, password, showroom };
}

/**
 * Opens the Login modal from the header and signs in as `role` through the form, the way a
 * person does. Starts from the landing page unless `from` names another path.
 */
export async function loginAs(page: Page, role: Role, options: { from?: string } = {}): Promise<void> {
  const { email, password } = demoUsers[role];
  await page.goto(options.from ?? '/');
  await openLoginModal(page);
  await fillLoginForm(page, email, password);
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
  const loginModal = page.getByRole('dialog').filter({ has: signIn });
  await loginModal.locator(signIn).click();
  // Only the Login modal: Material Mode opens its consultation dialog right after a salesperson's login.
  await expect(loginModal).toHaveCount(0);
}

/** Clicks the header's Login entry and waits for the Login modal. */
export async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Shortcut for tests that are not about login: logs in through the API (as a demo role or with
 * the credentials of a login the test made) and writes the browser
 * storage keys of spec 01 section 4, as the Login modal would, then opens `path`.
 */
export async function loginWithToken(
  page: Page,
  who: Role | Credentials,
  path = '/',
): Promise<LoginResponse> {
  const login = await apiLogin(page.request, who);
  const storage: Record<string, string> = {
    access_token: login.session.access_token,
    refresh_token: login.session.refresh_token,
    user_email: login.user.email,
    is_admin: String(login.isAdmin),
    is_team_member: String(login.isTeamMember),
    team_member_role: login.teamMember?.role ?? 'member',
    session_expires_at: String(Date.now() + 24 * 60 * 60 * 1000),
  };
  if (login.teamMember) storage.team_member_name = login.teamMember.name;
  if (login.showroom) {
    storage.showroom_id = login.showroom.id;
    storage.showroom_name = login.showroom.name;
    // Not one of the spec's keys: the web app keeps the showroom summary (brand colours, logo,
    // expert_mode_enabled) beside them to draw the header and route before any call answers.
    storage.showroom_data = JSON.stringify(login.showroom);
  }
  // Storage belongs to the origin, so it is written from a page of the origin; but not from the
  // app itself: a page still signed in as the previous role would boot, and its calls would then
  // carry the new role's token and be refused. An empty page at an unused path serves instead.
  const storageWriter = '/e2e-storage-writer';
  await page.route(storageWriter, (route) =>
    // An empty icon: without one Chromium asks for /favicon.ico, which the app does not serve, and
    // the 404 is a console error whenever the request outlives this page.
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Writing storage</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(storageWriter);
  await page.evaluate(
    ({ entries, optionalKeys }) => {
      for (const key of optionalKeys) localStorage.removeItem(key);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries: storage, optionalKeys: ['team_member_name', 'showroom_id', 'showroom_name', 'showroom_data'] },
  );
  await page.unroute(storageWriter);
  await page.goto(path);
  return login;
}

/** The roles of the page's messages: a polite status, an assertive alert. */
type AnnouncingRole = 'status' | 'alert';

/**
 * Runs `action` and expects `text` to have shown inside `within` meanwhile, however briefly, and
 * answers the text shown. A message that clears itself (a success message after 3 s, spec 03
 * section 9; a toast after 4 to 10 s) or a state that lasts while a check is in flight (a 1.5 s
 * debounce) can come and go between two of the runner's polls on a loaded machine, so the page
 * itself watches for it, from before the action.
 *
 * Without a role, `text` is looked for as getByText would (case aside): the innermost visible
 * element whose whitespace-normalised text contains the string or matches the RegExp; with
 * `{ inRole }` it must be inside an element of that role, as getByRole(inRole).getByText(text)
 * finds it (a toast among others in one status region). With `{ role }`, as getByRole(role) with
 * toHaveText would: a visible element of that role whose whitespace-normalised text equals the
 * string or matches the RegExp.
 */
export async function expectShownWhile(
  within: Locator,
  text: string | RegExp,
  action: () => Promise<unknown>,
  { role, inRole }: { role?: AnnouncingRole; inRole?: AnnouncingRole } = {},
): Promise<string> {
  const wanted = {
    text: typeof text === 'string' ? text : null,
    source: typeof text === 'string' ? null : text.source,
    // A global or sticky RegExp remembers where it last matched; the watch tests many texts.
    flags: typeof text === 'string' ? '' : text.flags.replace(/[gy]/g, ''),
    role: role ?? null,
    inRole: inRole ?? null,
  };
  const watch = await within.evaluateHandle((root, { text, source, flags, role, inRole }) => {
    const pattern = source === null ? null : new RegExp(source, flags);
    const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const fits = (shown: string) =>
      pattern ? pattern.test(shown) : role ? shown === text : shown.includes(text ?? '');
    const insideRole = (element: Element) => {
      const holder = inRole ? element.closest(`[role="${inRole}"]`) : root;
      return holder !== null && root.contains(holder);
    };
    const matches = (element: Element) =>
      role
        ? element.getAttribute('role') === role && fits(textOf(element))
        : insideRole(element) &&
          fits(textOf(element)) &&
          !Array.from(element.children).some((child) => fits(textOf(child)));
    const state: { shown: string | null } = { shown: null };
    // An element's text changes only through a change inside it, so the elements to check are
    // those around each changed node (up to `root`) and those it brought in; each once a batch,
    // since the elements near `root` hold the whole page's text.
    const observer = new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        for (let element = target; element && root.contains(element); element = element.parentElement) {
          if (changed.has(element)) break;
          changed.add(element);
        }
        for (const added of Array.from(record.addedNodes)) {
          if (!(added instanceof Element)) continue;
          changed.add(added);
          for (const inner of Array.from(added.querySelectorAll('*'))) changed.add(inner);
        }
      }
      for (const element of changed) {
        if (!matches(element) || !element.checkVisibility()) continue;
        state.shown = textOf(element);
        observer.disconnect();
        return;
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return state;
  }, wanted);
  await action();
  const described = `${role ? `a ${role} reading ` : ''}${String(text)}${inRole ? ` in a ${inRole}` : ''} showed inside ${within.toString()}`;
  await expect.poll(() => watch.evaluate((state) => state.shown !== null), { message: described }).toBe(true);
  const shown = await watch.evaluate((state) => state.shown ?? '');
  await watch.dispose();
  return shown;
}

/** A message in the local mailbox (GET /dev/mailbox/messages, newest first). */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  /** Each attachment's bytes are at `url` (GET /dev/mailbox/messages/{id}/attachments/{index}). */
  attachments: { filename: string; content_type: string; url: string }[];
}

export async function readMailbox(request: APIRequestContext): Promise<MailboxMessage[]> {
  const response = await request.get('/dev/mailbox/messages');
  expect(response.ok(), `GET /dev/mailbox/messages answered ${response.status()}`).toBe(true);
  return (await response.json()) as MailboxMessage[];
}

/** Waits (the outbox worker delivers asynchronously) for the newest mail to `to` created after `since`. */
export async function waitForMail(
  request: APIRequestContext,
  criteria: { to: string; since: Date; subject?: RegExp },
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readMailbox(request);
        found = messages.find(
          (message) =>
            message.to.toLowerCase().includes(criteria.to.toLowerCase()) &&
            new Date(message.created_at).getTime() >= criteria.since.getTime() - 1_000 &&
            (!criteria.subject || criteria.subject.test(message.subject)),
        );
        return found !== undefined;
      },
      { message: `no mail to ${criteria.to} arrived in the local mailbox` },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** Axe scans the first 12 stone cards of the catalog grid; the rest are the same component. */
export const repeatedStoneCards = 'ul[aria-label="Stones"] > li:nth-child(n+13)';

/** The current URL's query parameters. */
export function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/**
 * Presses Tab (Shift+Tab with `backward`, for a control before the focus) until `target` (or an
 * element inside it) has the keyboard focus, as a keyboard user would; fails if it is not reached
 * within `maxPresses`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  maxPresses = 40,
  { backward = false }: { backward?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  const hasFocus = () =>
    page.evaluate(
      (element) =>
        !!element &&
        !!document.activeElement &&
        (element === document.activeElement || element.contains(document.activeElement)),
      handle,
    );
  for (let presses = 0; !(await hasFocus()); presses += 1) {
    if (presses === maxPresses)
      throw new Error(`Tab did not reach ${target.toString()} within ${maxPresses} presses`);
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
}

/**
 * The spec's "alerts" may be a browser alert or a message on the page; this runs `action` and
 * expects `message` either way, accepting the browser alert if one opens.
 */
export async function expectAlert(
  page: Page,
  message: string | RegExp,
  action: () => Promise<void>,
): Promise<void> {
  const alerts: string[] = [];
  const onDialog = (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  try {
    await action();
    const matches = (text: string) =>
      typeof message === 'string' ? text.includes(message) : message.test(text);
    await expect
      .poll(
        async () =>
          alerts.some(matches) ||
          (await page
            .getByText(message)
            .first()
            .isVisible()
            .catch(() => false)),
        { message: `expected the alert ${String(message)}; browser alerts seen: ${JSON.stringify(alerts)}` },
      )
      .toBe(true);
  } finally {
    page.off('dialog', onDialog);
  }
}
