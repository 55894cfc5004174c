/// <reference lib="dom" />
// The functions passed to page.evaluate run in the browser.
/**
 * Catalog benchmark (issue 4): a catalog of 10,000 stones on PostgreSQL, then
 *  1. GET /api/stones?mode=material latency as the salesperson (sequential requests);
 *  2. in headless Chromium with virtual scrolling on, the time from a keystroke in the catalog
 *     search to the updated list (the DOM changed and the next frame was drawn).
 * Printed, not asserted. Needs the built web app (`npm run build`) and PostgreSQL at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432), where it creates and drops a
 * database of its own.
 *
 *   npm run catalog -w @stonetool/bench
 */
import { chromium, type Page } from '@playwright/test';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { repoRoot, spawnNpmServer } from './npm-server';
import { percentile, serverUrl } from './postgres-server';

const database = `stonetool_bench_catalog_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 3290);
const baseUrl = `http://127.0.0.1:${port}`;
const TARGET_STONES = 10_000;
const API_RUNS = 20;
const KEYSTROKES = 40;
const salesperson = { email: 'sales@stonetool.test', password: 'Sales-demo-2026' };

function psql(sql: string, db = 'postgres'): string {
  const result = spawnSync('psql', [`${serverUrl}/${db}`, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 3 minutes');
}

/**
 * Fills the catalog up to 10,000 stones: colors made of two words and a number, two thicknesses
 * per color, spread over the demo brands (so the showroom's wholesale pricing prices them).
 */
function fillCatalog(): number {
  const existing = Number(psql('SELECT count(*) FROM stones', database));
  const missing = TARGET_STONES - existing;
  psql(
    `WITH brands AS (SELECT array_agg(DISTINCT brand ORDER BY brand) AS list FROM stones)
     INSERT INTO stones (brand, type, color, thickness, finish, slab_width_in, slab_height_in,
                         slab_cost_cents, fab_cost_cents, mark_up, is_available)
     SELECT list[1 + (i / 2) % array_length(list, 1)],
            (ARRAY['Quartz','Granite','Marble','Quartzite','Porcelain'])[1 + (i / 2) % 5],
            (ARRAY['Arctic','Bianco','Carrara','Dolomite','Emerald','Frost','Glacier','Harbor','Ivory','Jade',
                   'Kashmir','Lunar','Mocha','Nero','Onyx','Pearl','Quarry','Riverbed','Sahara','Taupe'])[1 + (i / 2) % 20]
              || ' ' ||
            (ARRAY['Wave','Mist','Vein','Storm','Dune','Cloud','Ridge','Flame','Shadow','Dawn','Zen','Yarrow'])[1 + (i / 40) % 12]
              || ' ' || (i / 2),
            CASE WHEN i % 2 = 0 THEN '3cm' ELSE '2cm' END,
            'Polished', 126, 63, 90000 + (i * 37) % 300000, 4000, 1.2, true
     FROM brands, generate_series(1, ${missing}) AS i`,
    database,
  );
  return Number(psql('SELECT count(*) FROM stones', database));
}

type Login = {
  session: { access_token: string; refresh_token: string };
  user: { email: string };
  isAdmin: boolean;
  isTeamMember: boolean;
  teamMember: { role: string; name: string } | null;
  showroom: { id: string; name: string } | null;
};

async function login(): Promise<Login> {
  const response = await fetch(`${baseUrl}/api/auth/login-enhanced`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(salesperson),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (await response.json()) as Login;
}

function summary(samples: number[]): { mean: number; p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

type WireAnswer = { status: number; wireBytes: number; body: Buffer; etag: string | undefined; ms: number };

/** One GET over a fresh connection, timed to the last byte, counting the bytes as sent (compressed). */
function getOnWire(path: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body =
          encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
        resolve({
          status: response.statusCode ?? 0,
          wireBytes: wire.length,
          body,
          etag: response.headers.etag,
          ms: performance.now() - start,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

type ApiCase = { label: string; times: number[]; wireBytes: number };

/**
 * GET /api/stones?mode=material as a first load (no copy held) for each encoding a client may
 * accept: right after a pricing change, when the server prices and serialises the catalog again,
 * and as any later user of the same showroom and visibility gets it (the server keeps the built
 * catalog of each version); then as a revalidation with the ETag of the current copy (304). The
 * first request of each case warms the server's code paths and connection pool; it is not counted.
 */
async function measureApi(token: string): Promise<{ cases: ApiCase[]; bytes: number; count: number }> {
  const auth = { Authorization: `Bearer ${token}` };
  const cases: ApiCase[] = [];
  let bytes = 0;
  let count = 0;
  let etag = '';
  for (const [label, encoding, changePricing] of [
    ["first load after one brand's pricing change (catalog built), brotli", 'br, gzip, deflate', 'one brand'],
    ["first load after one brand's pricing change (catalog built), gzip", 'gzip, deflate', 'one brand'],
    ["first load after every brand's pricing change (catalog built), gzip", 'gzip, deflate', 'every brand'],
    [
      "first load after every brand's pricing change (catalog built), brotli",
      'br, gzip, deflate',
      'every brand',
    ],
    ['first load, brotli', 'br, gzip, deflate', null],
    ['first load, gzip', 'gzip, deflate', null],
    ['first load, uncompressed', 'identity', null],
  ] as const) {
    const times: number[] = [];
    let wireBytes = 0;
    for (let run = 0; run <= API_RUNS; run += 1) {
      // A new wholesale mark-up (up and down by one point) makes the server price the catalog again:
      // for one brand, as the dashboard saves a brand at a time, or for every brand at once.
      if (changePricing) {
        const brands =
          changePricing === 'one brand' ? 'WHERE brand = (SELECT min(brand) FROM wholesale_pricing)' : '';
        psql(
          `UPDATE wholesale_pricing SET your_markup_percent = your_markup_percent ${run % 2 === 0 ? '+' : '-'} 1 ${brands}`,
          database,
        );
      }
      const answer = await getOnWire('/api/stones?mode=material', { ...auth, 'Accept-Encoding': encoding });
      if (answer.status !== 200) throw new Error(`GET /api/stones answered ${answer.status}`);
      if (run > 0) times.push(answer.ms);
      wireBytes = answer.wireBytes;
      bytes = answer.body.length;
      count = (JSON.parse(answer.body.toString()) as unknown[]).length;
      etag = answer.etag ?? '';
    }
    cases.push({ label, times, wireBytes });
  }
  const times: number[] = [];
  let wireBytes = 0;
  for (let run = 0; run <= API_RUNS; run += 1) {
    const answer = await getOnWire('/api/stones?mode=material', {
      ...auth,
      'Accept-Encoding': 'br, gzip, deflate',
      'If-None-Match': etag,
    });
    if (answer.status !== 304) throw new Error(`a revalidation answered ${answer.status}, not 304`);
    if (run > 0) times.push(answer.ms);
    wireBytes = answer.wireBytes;
  }
  cases.push({ label: 'revalidation with the current ETag (304)', times, wireBytes });
  return { cases, bytes, count };
}

/**
 * The JavaScript the landing page loads: the entry script and the chunks index.html preloads,
 * as the server sends them (the build's brotli and gzip copies; a file too small to have them,
 * such as /zod-without-eval.js, goes out as it is).
 */
function landingPageScripts(): { files: string[]; raw: number; gzip: number; brotli: number } {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const size = (file: string) => (existsSync(file) ? statSync(file).size : Number.NaN);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const local = path.join(dist, file);
    raw += size(local);
    gzip += size(existsSync(`${local}.gz`) ? `${local}.gz` : local);
    brotli += size(existsSync(`${local}.br`) ? `${local}.br` : local);
  }
  return { files, raw, gzip, brotli };
}

/**
 * Types one letter into the empty search box, then deletes it, KEYSTROKES times over a set of
 * letters; each keystroke is timed from the keydown event to the first frame after the list
 * changed. A keystroke that changes nothing within 2 s is reported, not timed.
 */
async function measureSearch(page: Page): Promise<{ times: number[]; unchanged: number }> {
  await page.evaluate(() => {
    const win = window as unknown as { __bench: { start: number; done: Promise<number> | null } };
    const list = document.querySelector('ul[aria-label="Stones"]')?.parentElement ?? document.body;
    const search = document.querySelector('input[type="search"]');
    win.__bench = { start: 0, done: null };
    search?.addEventListener(
      'keydown',
      () => {
        win.__bench.start = performance.now();
        win.__bench.done = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - win.__bench.start));
          });
          observer.observe(list, { childList: true, subtree: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(-1);
          }, 2_000);
        });
      },
      { capture: true },
    );
  });
  const search = page.getByLabel('Search stones');
  await search.focus();
  const letters = 'qzjkxvwy';
  const times: number[] = [];
  let unchanged = 0;
  for (let stroke = 0; stroke < KEYSTROKES; stroke += 1) {
    const key = stroke % 2 === 0 ? (letters[(stroke / 2) % letters.length] ?? 'q') : 'Backspace';
    await page.keyboard.press(key);
    const elapsed = await page.evaluate(
      () => (window as unknown as { __bench: { done: Promise<number> } }).__bench.done,
    );
    if (elapsed < 0) unchanged += 1;
    else times.push(elapsed);
    await page.waitForTimeout(50);
  }
  return { times, unchanged };
}

async function measureBrowser(
  session: Login,
): Promise<{ times: number[]; unchanged: number; cards: number; reloadRevalidated: boolean }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(baseUrl);
    await page.evaluate(
      ({ login, expires }) => {
        const entries: Record<string, string> = {
          access_token: login.session.access_token,
          refresh_token: login.session.refresh_token,
          user_email: login.user.email,
          is_admin: String(login.isAdmin),
          is_team_member: String(login.isTeamMember),
          team_member_role: login.teamMember?.role ?? 'member',
          team_member_name: login.teamMember?.name ?? '',
          session_expires_at: String(expires),
          admin_mode: 'true',
          show_virtual_scroll_toggle: 'true',
          virtual_scroll_enabled: 'true',
        };
        if (login.showroom) {
          entries.showroom_id = login.showroom.id;
          entries.showroom_name = login.showroom.name;
          entries.showroom_data = JSON.stringify(login.showroom);
        }
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      { login: session, expires: Date.now() + 24 * 3600_000 },
    );
    await page.goto(`${baseUrl}/?mode=material`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 60_000 });
    await page.keyboard.press('Escape');
    await page.getByText(/10,?000 stones in/).waitFor({ timeout: 60_000 });
    const cards = await page.locator('ul[aria-label="Stones"] article').count();
    const result = await measureSearch(page);
    // A reload: the browser holds the catalog and its ETag, and revalidates it (Playwright then
    // reports the cached 200, so the check is the If-None-Match the browser sent).
    const revalidated = new Promise<boolean>((resolve) => {
      page.on('request', (request) => {
        if (request.url().includes('/api/stones'))
          void request.headerValue('if-none-match').then((etag) => resolve(etag !== null));
      });
    });
    await page.reload();
    await page.getByText(/10,?000 stones in/).waitFor({ timeout: 60_000 });
    return { ...result, cards, reloadRevalidated: await revalidated };
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** `--api-only`: the API and the landing page's scripts, without the browser. */
const apiOnly = process.argv.includes('--api-only');

async function main(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  psql(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stonetool-bench-catalog-'));
  const server = spawnNpmServer(['run', 'serve', '-w', '@stonetool/server'], {
    port,
    dataDir,
    env: {
      DATABASE_URL: `${serverUrl}/${database}`,
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(server);
    const total = fillCatalog();
    const session = await login();
    const api = await measureApi(session.session.access_token);
    const browser = apiOnly ? null : await measureBrowser(session);
    const landing = landingPageScripts();
    console.log(
      `\nCatalog benchmark: ${total} stones in the database, ${api.count} in the salesperson's catalog (${(api.bytes / 1024 / 1024).toFixed(1)} MB of JSON)`,
    );
    console.log(
      `machine: ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, node ${process.version}\n`,
    );
    console.log('| measure | runs | on the wire | mean | p50 | p95 | max |');
    console.log('|---|---|---|---|---|---|---|');
    for (const apiCase of api.cases) {
      const stats = summary(apiCase.times);
      console.log(
        `| GET /api/stones?mode=material, ${apiCase.label} | ${apiCase.times.length} | ${kb(apiCase.wireBytes)} | ${ms(stats.mean)} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${ms(stats.max)} |`,
      );
    }
    if (browser) {
      const searchStats = summary(browser.times);
      console.log(
        `| keystroke in search → updated list, virtual scrolling on (${browser.cards} cards drawn of the full list) | ${browser.times.length} | – | ${ms(searchStats.mean)} | ${ms(searchStats.p50)} | ${ms(searchStats.p95)} | ${ms(searchStats.max)} |`,
      );
    }
    console.log(
      `\nLanding page JavaScript (${landing.files.length} files): ${kb(landing.raw)} raw, ${kb(landing.gzip)} gzip, ${kb(landing.brotli)} brotli.`,
    );
    if (browser) {
      console.log(
        browser.reloadRevalidated
          ? 'After a reload the browser revalidated its catalog with If-None-Match.'
          : 'After a reload the browser did not send If-None-Match.',
      );
      if (browser.unchanged > 0)
        console.log(`${browser.unchanged} keystrokes changed nothing and were not timed.`);
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
