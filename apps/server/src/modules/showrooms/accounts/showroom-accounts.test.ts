import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import {
  SHOWROOM_ACCOUNT_MESSAGES,
  ZCreateShowroomAccountResponse,
  ZDeleteShowroomResponse,
  ZUpdateShowroomEnhancedResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { ZAdminTaxSettingsResponse } from '@stonetool/contracts/admin-tax-settings';
import { ZVerifyTokenResponse } from '@stonetool/contracts/auth';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { TEAM_MESSAGES } from '@stonetool/contracts/team';
import { recoveryTokens } from '@stonetool/db/schema/auth';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { createOrder } from '@stonetool/db/seed/orders';
import { createSupplierPayment } from '@stonetool/db/seed/payments';
import { createStone } from '@stonetool/db/seed/stones';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../errors/app-error';
import { TEMPORARY_PASSWORD_KEPT_MESSAGE } from '../../auth/change-password';
import { COMMON_PASSWORD_MESSAGE } from '../../auth/passwords';
import { seedShowroomWithOwner, seedTeamMember } from '../../../testing/fixtures';
import {
  openApiProbes,
  type OpenApiDocument,
  type OpenApiProbes,
  type Operation,
} from '../../../testing/openapi-probes';
import { useMaterialTestApp, SHOWROOM_PEOPLE } from '../../orders/material-test-setup';
import { apiAs, bearer, login, signIn } from '../../../testing/api-as';

const world = useMaterialTestApp();
let probes: OpenApiProbes;

beforeAll(() => {
  probes = openApiProbes(world.t.app.swagger() as unknown as OpenApiDocument);
});

const post = (url: string, payload: object, token = world.logins.tokens.admin) =>
  apiAs(world.t.app, token).post(url, payload);

function errorOf(response: { json(): unknown }) {
  return ZErrorResponse.parse(response.json()).error;
}

let accountCount = 0;
/** A fresh showroom account created through the API, with its owner's temporary password. */
async function createAccount(overrides: object = {}) {
  accountCount += 1;
  const email = `new-showroom-${accountCount}@example.test`;
  const response = await post('/api/admin/create-showroom-account', {
    name: `New Showroom ${accountCount}`,
    email,
    temporary_password: 'Granite-Welcome-42',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZCreateShowroomAccountResponse.parse(response.json());
}

/** Signs in with the temporary password and sets `password` as the login's own. */
async function changeTemporaryPassword(email: string, password: string) {
  const first = await signIn(world.t.app, email, 'Granite-Welcome-42');
  const change = await post(
    '/api/auth/change-password',
    { current_password: 'Granite-Welcome-42', new_password: password },
    first.session.access_token,
  );
  expect(change.statusCode, change.body).toBe(200);
  return first.session.access_token;
}

async function adminShowrooms() {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/admin/showrooms',
    headers: bearer(world.logins.tokens.admin),
  });
  return ZAdminShowroomsResponse.parse(response.json()).showrooms;
}

describe('only the platform admin manages showroom accounts', () => {
  const calls = [
    [
      '/api/admin/create-showroom-account',
      () => ({ name: 'Sneaky', email: 'sneaky@example.test', temporary_password: 'Sneaky-pass-123' }),
    ],
    ['/api/admin/update-showroom-enhanced', () => ({ id: world.logins.showroomB, name: 'Taken Over' })],
    ['/api/admin/delete-showroom', () => ({ id: world.logins.showroomB, confirm_name: 'Showroom B' })],
  ] as const;

  it.each(SHOWROOM_PEOPLE)(
    'refuses %s on create, edit and delete, and nothing changes',
    async (_who, who) => {
      for (const [url, payload] of calls) {
        const response = await post(url, payload(), world.logins.tokens[who]);
        expect(response.statusCode, url).toBe(403);
      }
      const names = (await adminShowrooms()).map((showroom) => showroom.name);
      expect(names).toEqual(['Showroom A', 'Showroom B']);
      expect((await login(world.t.app, 'sneaky@example.test', 'Sneaky-pass-123')).statusCode).toBe(401);
    },
  );

  it('refuses a visitor', async () => {
    for (const [url, payload] of calls) {
      const response = await world.t.app.inject({ method: 'POST', url, payload: payload() });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('POST /api/admin/create-showroom-account', () => {
  it('opens the showroom with the spec defaults and answers the credentials once', async () => {
    const created = await createAccount({ phone: '512-555-0199', address: '1 Quarry Rd' });
    expect(created.credentials).toEqual({
      email: 'new-showroom-1@example.test',
      temporary_password: 'Granite-Welcome-42',
    });
    expect(created.showroom).toMatchObject({
      name: 'New Showroom 1',
      email: 'new-showroom-1@example.test',
      phone: '512-555-0199',
      address: '1 Quarry Rd',
      showroom_type: 'tile_stone',
      brand_colors: { primary: '#0f766e', secondary: '#14b8a6' },
      wholesale_tax_enabled: false,
      wholesale_tax_rate: 0,
      is_test: false,
      temporary_password_pending: true,
    });
    expect((await adminShowrooms()).map((showroom) => showroom.id)).toContain(created.showroom.id);
  });

  it('keeps the account type, colours, wholesale tax and test flag the admin chose', async () => {
    const created = await createAccount({
      showroom_type: 'kitchen_bath',
      brand_colors: { primary: '#112233', secondary: '#445566' },
      wholesale_tax_enabled: true,
      wholesale_tax_rate: 7.5,
      is_test: true,
    });
    expect(created.showroom).toMatchObject({
      showroom_type: 'kitchen_bath',
      brand_colors: { primary: '#112233', secondary: '#445566' },
      wholesale_tax_enabled: true,
      wholesale_tax_rate: 7.5,
      is_test: true,
    });
  });

  it.each([
    ['no name', { name: '  ' }, SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired],
    ['no e-mail', { email: '' }, SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired],
    [
      'no temporary password',
      { temporary_password: undefined },
      SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule,
    ],
    [
      'a 7-character password',
      { temporary_password: 'Abc-123' },
      SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule,
    ],
    ['a common password', { temporary_password: 'password1' }, COMMON_PASSWORD_MESSAGE],
    [
      'a wholesale tax rate above 25',
      { wholesale_tax_enabled: true, wholesale_tax_rate: 25.01 },
      SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate,
    ],
    ['a negative wholesale tax rate', { wholesale_tax_rate: -1 }, SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate],
    ['an unknown account type', { showroom_type: 'showroom' }, undefined],
    ['an unknown field', { plan: 'gold' }, undefined],
  ])('refuses %s with nothing written', async (_case, change, message) => {
    const before = (await adminShowrooms()).length;
    const response = await post('/api/admin/create-showroom-account', {
      name: 'Refused Showroom',
      email: 'refused@example.test',
      temporary_password: 'Granite-Welcome-42',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    if (message) expect(errorOf(response)).toBe(message);
    expect((await adminShowrooms()).length).toBe(before);
    expect((await login(world.t.app, 'refused@example.test', 'Granite-Welcome-42')).statusCode).toBe(401);
  });

  it('refuses an e-mail that already has a login, in any case', async () => {
    const response = await post('/api/admin/create-showroom-account', {
      name: 'Copy of A',
      email: 'Owner-A@Example.test',
      temporary_password: 'Granite-Welcome-42',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(TEAM_MESSAGES.emailTaken);
  });
});

describe('a temporary password must be changed before anything else', () => {
  it('says so at sign-in, refuses every other call, and the password change lifts it', async () => {
    const { credentials } = await createAccount();
    const first = await signIn(world.t.app, credentials.email, credentials.temporary_password ?? '');
    expect(first.mustChangePassword).toBe(true);
    expect(first.showroom?.name).toBe(`New Showroom ${accountCount}`);
    const token = first.session.access_token;

    const settings = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: bearer(token),
    });
    expect(settings.statusCode).toBe(403);
    expect(errorOf(settings)).toBe('Please change your temporary password before continuing.');

    const verified = await post('/api/auth/verify-token', {}, token);
    expect(ZVerifyTokenResponse.parse(verified.json()).mustChangePassword).toBe(true);

    const kept = await post(
      '/api/auth/change-password',
      { current_password: credentials.temporary_password, new_password: credentials.temporary_password },
      token,
    );
    expect(kept.statusCode).toBe(400);
    expect(errorOf(kept)).toBe(TEMPORARY_PASSWORD_KEPT_MESSAGE);

    const changed = await post(
      '/api/auth/change-password',
      { current_password: credentials.temporary_password, new_password: 'Own-secret-pass-0' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const after = await signIn(world.t.app, credentials.email, 'Own-secret-pass-0');
    expect(after.mustChangePassword).toBe(false);
    const listed = (await adminShowrooms()).find((showroom) => showroom.email === credentials.email);
    expect(listed?.temporary_password_pending).toBe(false);
    const allowed = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: bearer(token),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses the login on every operation of the API but the password change', async () => {
    const { credentials } = await createAccount();
    const token = (await signIn(world.t.app, credentials.email, credentials.temporary_password ?? '')).session
      .access_token;
    const open = new Set([
      'POST /api/auth/change-password',
      'POST /api/auth/verify-token',
      'POST /api/auth/logout',
      'POST /api/auth/refresh',
      'POST /api/auth/login-enhanced',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'POST /api/send-resend',
      'GET /healthz',
      'GET /api/config',
      'GET /storage/v1/object/public/stone-images/{name}',
      'GET /api/shared-cart-token',
      // A client's quote link: the token in the path is the only credential, no bearer token.
      'GET /api/public/quotes/{token}',
      'POST /api/public/quotes/{token}/accept',
      'POST /api/public/quotes/{token}/request-changes',
      'POST /api/public/quotes/{token}/deposit',
      // Stripe's events: its signature is the credential, no bearer token.
      'POST /api/webhooks/stripe',
      // Intuit's redirect back and the static script its page closes the popup with: no bearer token.
      'GET /api/quickbooks/callback',
      'GET /api/quickbooks/popup-close.js',
      'GET /dev/mailbox/messages',
      'GET /dev/mailbox/messages/{id}/attachments/{index}',
    ]);
    const call = (operation: Operation) =>
      world.t.app.inject({
        method: operation.method as 'GET',
        url: probes.urlOf(operation, probes.validQuery(operation)),
        headers: {
          ...probes.requiredHeaders(operation),
          authorization: `Bearer ${token}`,
          ...(operation.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(operation.body ? { payload: JSON.stringify(probes.sampleValue(operation.body)) } : {}),
      });
    let refused = 0;
    for (const operation of probes.operations()) {
      const key = `${operation.method} ${operation.path}`;
      if (open.has(key)) continue;
      const response = await call(operation);
      // 400: the sample input was refused before the guard ran; either way nothing is answered.
      expect([400, 403], `${key} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toContain(
        response.statusCode,
      );
      if (response.statusCode === 403) {
        expect(ZErrorResponse.parse(response.json()).code).toBe('PASSWORD_CHANGE_REQUIRED');
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });
});

describe('POST /api/admin/update-showroom-enhanced', () => {
  it('saves the fields and names what changed, without touching the login', async () => {
    const { showroom } = await createAccount();
    const response = await post('/api/admin/update-showroom-enhanced', {
      id: showroom.id,
      name: 'Renamed Showroom',
      email: showroom.email,
      phone: '512-555-0100',
      address: showroom.address,
      showroom_type: 'designer',
      brand_colors: { primary: '#0f766e', secondary: '#000000' },
      wholesale_tax_enabled: true,
      wholesale_tax_rate: 8.25,
      is_test: false,
      new_password: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = ZUpdateShowroomEnhancedResponse.parse(response.json());
    expect(updated.auth_updated).toBe(false);
    expect(updated.changes_made).toEqual([
      'name',
      'phone',
      'showroom_type',
      'brand_colors',
      'wholesale_tax_enabled',
      'wholesale_tax_rate',
    ]);
    expect(updated.showroom).toMatchObject({
      name: 'Renamed Showroom',
      phone: '512-555-0100',
      showroom_type: 'designer',
      brand_colors: { primary: '#0f766e', secondary: '#000000' },
      wholesale_tax_rate: 8.25,
    });

    const again = await post('/api/admin/update-showroom-enhanced', {
      id: showroom.id,
      name: 'Renamed Showroom',
    });
    expect(ZUpdateShowroomEnhancedResponse.parse(again.json())).toMatchObject({
      auth_updated: false,
      changes_made: [],
    });
  });

  it('a new e-mail is the new login; the old one no longer signs in', async () => {
    const { showroom, credentials } = await createAccount();
    await changeTemporaryPassword(credentials.email, 'Own-secret-pass-1');
    const response = await post('/api/admin/update-showroom-enhanced', {
      id: showroom.id,
      email: 'Moved@Example.test',
    });
    expect(ZUpdateShowroomEnhancedResponse.parse(response.json())).toMatchObject({
      auth_updated: true,
      changes_made: ['email'],
      showroom: { email: 'moved@example.test' },
    });
    expect((await login(world.t.app, credentials.email, 'Own-secret-pass-1')).statusCode).toBe(401);
    const moved = await signIn(world.t.app, 'moved@example.test', 'Own-secret-pass-1');
    expect(moved.showroom?.id).toBe(showroom.id);
    expect(moved.mustChangePassword).toBe(false);
  });

  it("a new password replaces the owner's, ends its sessions and must be changed at the next sign-in", async () => {
    const { showroom, credentials } = await createAccount();
    const token = await changeTemporaryPassword(credentials.email, 'Own-secret-pass-2');
    const before = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);

    const response = await post('/api/admin/update-showroom-enhanced', {
      id: showroom.id,
      new_password: 'Reset-by-admin-9',
    });
    expect(ZUpdateShowroomEnhancedResponse.parse(response.json())).toMatchObject({
      auth_updated: true,
      changes_made: ['password'],
    });
    const after = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect((await login(world.t.app, credentials.email, 'Own-secret-pass-2')).statusCode).toBe(401);
    expect((await signIn(world.t.app, credentials.email, 'Reset-by-admin-9')).mustChangePassword).toBe(true);
    expect(ZUpdateShowroomEnhancedResponse.parse(response.json()).showroom.temporary_password_pending).toBe(
      true,
    );
  });

  it('keeps a legacy account type stored when the form saves it as the type it is shown as', async () => {
    const legacy = await seedShowroomWithOwner(world.t.database.db, {
      name: 'Legacy Showroom',
      email: 'legacy@example.test',
      password: 'Legacy-pass-123',
      showroomType: 'showroom',
    });
    const shown = (await adminShowrooms()).find((showroom) => showroom.id === legacy.showroomId);
    expect(shown?.showroom_type).toBe('tile_stone');
    const response = await post('/api/admin/update-showroom-enhanced', {
      id: legacy.showroomId,
      showroom_type: 'tile_stone',
    });
    expect(ZUpdateShowroomEnhancedResponse.parse(response.json()).changes_made).toEqual([]);
    const [row] = await world.t.database.db
      .select({ type: showrooms.showroomType })
      .from(showrooms)
      .where(eq(showrooms.id, legacy.showroomId));
    expect(row?.type).toBe('showroom');
  });

  it.each([
    [
      'a 7-character new password',
      { new_password: 'Abc-123' },
      400,
      SHOWROOM_ACCOUNT_MESSAGES.newPasswordRule,
    ],
    ['a common new password', { new_password: 'password1' }, 400, COMMON_PASSWORD_MESSAGE],
    ['an e-mail another login has', { email: 'sales-a@example.test' }, 409, TEAM_MESSAGES.emailTaken],
    ['a blank name', { name: ' ' }, 400, SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired],
    [
      'a wholesale tax rate above 25',
      { wholesale_tax_rate: 30 },
      400,
      SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate,
    ],
  ])('refuses %s and changes nothing', async (_case, change, status, message) => {
    const response = await post('/api/admin/update-showroom-enhanced', {
      id: world.logins.showroomB,
      ...change,
    });
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toBe(message);
    expect((await signIn(world.t.app, 'owner-b@example.test', 'Owner-b-pass-1')).mustChangePassword).toBe(
      false,
    );
  });

  it('answers 404 for an unknown showroom', async () => {
    const response = await post('/api/admin/update-showroom-enhanced', {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Ghost',
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toBe(SHOWROOM_ACCOUNT_MESSAGES.notFound);
  });
});

describe('POST /api/admin/delete-showroom', () => {
  it('refuses a showroom name not typed exactly, and changes nothing', async () => {
    const { showroom, credentials } = await createAccount();
    for (const confirm_name of ['', 'new showroom', 'Showroom A']) {
      const response = await post('/api/admin/delete-showroom', { id: showroom.id, confirm_name });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(SHOWROOM_ACCOUNT_MESSAGES.confirmNameMismatch);
    }
    expect((await adminShowrooms()).map((row) => row.id)).toContain(showroom.id);
    expect(
      (await login(world.t.app, credentials.email, credentials.temporary_password ?? '')).statusCode,
    ).toBe(200);
  });

  it('disables every login at once, hides the showroom and keeps its orders and payments', async () => {
    const { showroom, credentials } = await createAccount();
    const ownerToken = await changeTemporaryPassword(credentials.email, 'Own-secret-pass-3');
    const member = await seedTeamMember(world.t.database.db, {
      showroomId: showroom.id,
      email: 'doomed-sales@example.test',
      password: 'Doomed-sales-1',
    });
    const memberToken = (await signIn(world.t.app, member.email, member.password)).session.access_token;
    const stone = await createStone(world.t.database.db, { brand: 'Caesarstone', color: 'Kept White' });
    const { order } = await createOrder(world.t.database.db, {
      showroomId: showroom.id,
      lines: [{ stone, quantitySlabs: 2, unitPriceCents: 300_000, wholesaleUnitCostCents: 200_000 }],
    });
    await createSupplierPayment(world.t.database.db, order);

    const response = await post('/api/admin/delete-showroom', {
      id: showroom.id,
      confirm_name: ` ${showroom.name} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZDeleteShowroomResponse.parse(response.json()).message).toBe(SHOWROOM_ACCOUNT_MESSAGES.deleted);

    for (const token of [ownerToken, memberToken]) {
      const call = await world.t.app.inject({
        method: 'GET',
        url: '/api/showroom/tax-settings',
        headers: bearer(token),
      });
      expect(call.statusCode).toBe(401);
    }
    expect((await login(world.t.app, credentials.email, 'Own-secret-pass-3')).statusCode).toBe(401);
    expect((await login(world.t.app, member.email, member.password)).statusCode).toBe(401);

    expect((await adminShowrooms()).map((row) => row.id)).not.toContain(showroom.id);
    const tax = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/tax-settings',
      headers: bearer(world.logins.tokens.admin),
    });
    expect(ZAdminTaxSettingsResponse.parse(tax.json()).data.map((row) => row.id)).not.toContain(showroom.id);

    const keptOrders = await world.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.showroomId, showroom.id));
    expect(keptOrders.map((row) => row.id)).toEqual([order.id]);
    const keptPayments = await world.t.database.db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.showroomId, showroom.id));
    expect(keptPayments).toHaveLength(1);

    const twice = await post('/api/admin/delete-showroom', { id: showroom.id, confirm_name: showroom.name });
    expect(twice.statusCode).toBe(404);
    const edit = await post('/api/admin/update-showroom-enhanced', { id: showroom.id, name: 'Back' });
    expect(edit.statusCode).toBe(404);
    const cart = await post('/api/admin/create-shared-cart', {
      target_showroom_id: showroom.id,
      cart_items: [
        { stone_id: stone.id, brand: stone.brand, type: stone.type, color: stone.color, quantity: 1 },
      ],
      admin_notes: 'For the kitchen remodel',
    });
    expect(cart.statusCode).toBe(404);
    expect(errorOf(cart)).toBe(SHOWROOM_ACCOUNT_MESSAGES.notFound);
  });
});

describe('a welcome e-mail with a single-use set-password link', () => {
  /** The set-password link of the newest welcome e-mail to `email`, as the owner would open it. */
  async function welcomeLink(email: string) {
    const [mail] = await world.t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'welcome'), eq(mailOutbox.toAddresses, [email])))
      .orderBy(desc(mailOutbox.createdAt));
    const match = /(https?:\/\/\S+#access_token=([^&\s]+)&type=invite)/.exec(mail?.textBody ?? '');
    if (!match?.[2]) throw new Error(`no welcome link to ${email} in the outbox`);
    return { mail, token: decodeURIComponent(match[2]) };
  }

  function setPassword(token: string, password: string) {
    return world.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: bearer(token),
      payload: { new_password: password },
    });
  }

  it('needs no temporary password, e-mails the link, and the owner signs in with the password they set', async () => {
    const created = await createAccount({ temporary_password: undefined, send_welcome_email: true });
    const email = created.credentials.email;
    expect(created.credentials.temporary_password).toBeNull();
    expect(created.welcome_email?.sent_to).toBe(email);
    const { mail, token } = await welcomeLink(email);
    expect(mail?.subject).toContain(created.showroom.name);
    // Stored only as a hash: the token itself is nowhere in the database.
    const stored = await world.t.database.db
      .select({ tokenHash: recoveryTokens.tokenHash })
      .from(recoveryTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const verified = await world.t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: bearer(token),
    });
    expect(ZVerifyTokenResponse.parse(verified.json())).toMatchObject({ recovery: true, user: { email } });
    expect((await setPassword(token, 'Quarry-Welcome-2026')).statusCode).toBe(200);
    const signedIn = await signIn(world.t.app, email, 'Quarry-Welcome-2026');
    expect(signedIn.mustChangePassword).toBe(false);

    const again = await setPassword(token, 'Second-Try-2026x');
    expect(again.statusCode).toBe(410);
    expect(errorOf(again)).toBe(errorCatalogue.WELCOME_LINK_USED.message);
    const verifiedAgain = await world.t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: bearer(token),
    });
    expect(errorOf(verifiedAgain)).toBe(errorCatalogue.WELCOME_LINK_USED.message);
    expect((await login(world.t.app, email, 'Second-Try-2026x')).statusCode).toBe(401);
  });

  it('keeps a temporary password the admin typed beside the e-mail, and refuses an account with neither', async () => {
    const both = await createAccount({ send_welcome_email: true });
    expect(both.credentials.temporary_password).toBe('Granite-Welcome-42');
    expect(both.welcome_email?.sent_to).toBe(both.credentials.email);
    const neither = await post('/api/admin/create-showroom-account', {
      name: 'No Password Showroom',
      email: 'no-password@example.test',
    });
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither)).toContain(SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule);
  });

  it('refuses the link after seven days, saying it expired and what to do', async () => {
    const created = await createAccount({ temporary_password: undefined, send_welcome_email: true });
    const { token } = await welcomeLink(created.credentials.email);
    world.t.clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    const late = await setPassword(token, 'Too-Late-Quarry-7');
    expect(late.statusCode).toBe(410);
    expect(errorOf(late)).toBe(errorCatalogue.WELCOME_LINK_EXPIRED.message);
    expect((await login(world.t.app, created.credentials.email, 'Too-Late-Quarry-7')).statusCode).toBe(401);
  });
});
