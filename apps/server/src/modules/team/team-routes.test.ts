import { ZSalespersonsResponse } from '@stonetool/contracts/pricing';
import {
  TEAM_MESSAGES,
  ZSaveTeamMemberResponse,
  ZTeamMembersResponse,
  type TCreateTeamMemberRequest,
  type TTeamMemberRecord,
} from '@stonetool/contracts/team';
import { users } from '@stonetool/db/schema/auth';
import { teamMembers } from '@stonetool/db/schema/team';
import { createTeamMember } from '@stonetool/db/seed/team-members';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import { seedShowroomTeam } from '../../testing/showroom-team';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { COMMON_PASSWORD_MESSAGE, hashPassword, verifyPassword } from '../auth/passwords';
import { accessToken, login, signIn } from '../../testing/api-as';

let t: TestApp;
let showroomA: string;
let designerWithoutLoginId: string;
let otherShowroomMemberId: string;
let otherShowroomMemberEmail: string;
const tokens = { owner: '', otherOwner: '', sales: '', manager: '', admin: '' };
type Who = keyof typeof tokens;

function refresh(refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
}

/** `who` is a key of `tokens`, an access token itself, or null for a call without one. */
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string | null, payload?: object) {
  const token = who === null ? undefined : who in tokens ? tokens[who as Who] : who;
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

const create = (who: Who, payload: object) => call('POST', '/api/auth/create-team-member', who, payload);
const update = (who: Who, payload: object) => call('PUT', '/api/showroom/salespersons', who, payload);
const remove = (who: Who, id: string) => call('DELETE', `/api/showroom/salespersons?id=${id}`, who);

async function teamOf(who: Who): Promise<TTeamMemberRecord[]> {
  const response = await call('GET', '/api/showroom/salespersons', who);
  expect(response.statusCode).toBe(200);
  return ZTeamMembersResponse.parse(response.json()).salespersons;
}

async function rowCounts() {
  const [[logins], [members]] = await Promise.all([
    t.database.db.select({ n: count() }).from(users),
    t.database.db.select({ n: count() }).from(teamMembers),
  ]);
  return { logins: logins?.n, members: members?.n };
}

async function memberRow(id: string) {
  const [row] = await t.database.db.select().from(teamMembers).where(eq(teamMembers.id, id));
  if (!row) throw new Error(`no team member ${id}`);
  return row;
}

let emailCounter = 0;
/**
 * The text an answer carries, at any depth, without its ids and timestamps: a PIN must appear in
 * none of it (checking the raw body would also match the digits of a random id).
 */
function textOf(value: unknown): string {
  if (typeof value === 'string') {
    return /^[0-9a-f-]{36}$|^\d{4}-\d{2}-\d{2}T/.test(value) ? '' : value;
  }
  return value !== null && typeof value === 'object' ? Object.values(value).map(textOf).join('\n') : '';
}

function newMember(overrides: Partial<TCreateTeamMemberRequest> = {}): TCreateTeamMemberRequest {
  emailCounter += 1;
  return {
    name: 'Riley Stone',
    email: `riley.${emailCounter}@example.test`,
    phone: '(512) 555-0199',
    role: 'salesperson',
    password: 'Riley-pass-2026',
    pin: '',
    ...overrides,
  };
}

/** Adds a member through the API and returns the saved record. */
async function added(overrides: Partial<TCreateTeamMemberRequest> = {}) {
  const payload = newMember(overrides);
  const response = await create('owner', payload);
  expect(response.statusCode, response.body).toBe(200);
  return { payload, member: ZSaveTeamMemberResponse.parse(response.json()).salesperson };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await seedShowroomTeam(t, 'a', {
    salesperson: { name: 'Sam Rivera' },
    manager: {
      name: 'Morgan Lee',
      pinHash: await hashPassword('2468'),
      canSeeShowroomCosts: true,
      maxDiscountPercent: 25,
    },
  });
  showroomA = a.showroomId;
  const other = await seedShowroomWithOwner(db, {
    email: 'owner-b@example.test',
    password: 'Owner-b-pass-1',
  });
  const designer = await createTeamMember(db, {
    showroomId: showroomA,
    name: 'Dana Whitfield',
    email: 'dana@example.test',
    role: 'designer',
    maxDiscountPercent: 5,
  });
  designerWithoutLoginId = designer.id;
  const elsewhere = await seedTeamMember(db, {
    showroomId: other.showroomId,
    email: 'sales-b@example.test',
    password: 'Sales-b-pass-1',
    name: 'Blake Other',
  });
  otherShowroomMemberId = elsewhere.teamMemberId;
  otherShowroomMemberEmail = elsewhere.email;
  await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');

  tokens.owner = a.tokens.owner;
  tokens.otherOwner = await accessToken(t.app, 'owner-b@example.test', 'Owner-b-pass-1');
  tokens.sales = a.tokens.salesperson;
  tokens.manager = a.tokens.manager;
  tokens.admin = await accessToken(t.app, 'admin@example.test', 'Admin-pass-1');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/showroom/salespersons', () => {
  it('gives the owner each member’s contact details, login and PIN status and role permissions', async () => {
    const team = await teamOf('owner');
    expect(team.map((member) => member.name)).toEqual(['Dana Whitfield', 'Morgan Lee', 'Sam Rivera']);
    const manager = team.find((member) => member.name === 'Morgan Lee');
    expect(manager).toMatchObject({
      email: 'manager-a@example.test',
      role: 'manager',
      is_active: true,
      has_pin: true,
      permissions: { canSeeWholesaleCosts: false, canSeeShowroomCosts: true, maxDiscountPercent: 25 },
    });
    expect(manager?.auth_user_id).toEqual(expect.any(String));
    const designer = team.find((member) => member.name === 'Dana Whitfield');
    expect(designer).toMatchObject({ auth_user_id: null, has_pin: false });
  });

  it('never returns a PIN or a hash', async () => {
    const response = await call('GET', '/api/showroom/salespersons', 'owner');
    expect(response.body).not.toMatch(/\$argon2|2468|pin_hash|pinHash|password/i);
  });

  it('gives a salesperson names and roles for crediting sales, but no e-mail, phone or login', async () => {
    const response = await call('GET', '/api/showroom/salespersons', 'sales');
    expect(response.statusCode).toBe(200);
    const body = ZSalespersonsResponse.parse(response.json());
    expect(body.salespersons).toHaveLength(3);
    for (const person of response.json<{ salespersons: object[] }>().salespersons) {
      expect(Object.keys(person).sort()).toEqual(['id', 'isTeamMember', 'is_active', 'name', 'role']);
    }
  });

  it('lists only the caller’s own showroom', async () => {
    const team = await teamOf('otherOwner');
    expect(team.map((member) => member.name)).toEqual(['Blake Other']);
  });
});

describe('POST /api/auth/create-team-member', () => {
  it('adds a member with a login, the role’s permissions and a hashed PIN', async () => {
    const before = await rowCounts();
    const payload = newMember({ name: '  Riley Stone  ', pin: '4321', role: 'manager' });
    const response = await create('owner', payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSaveTeamMemberResponse.parse(response.json());
    expect(body.message).toBe('Team member created with login access');
    expect(body.salesperson).toMatchObject({
      name: 'Riley Stone',
      email: payload.email,
      phone: '(512) 555-0199',
      role: 'manager',
      has_pin: true,
      is_active: true,
      permissions: { canSeeWholesaleCosts: false, canSeeShowroomCosts: true, maxDiscountPercent: 25 },
    });
    expect(textOf(response.json())).not.toContain('4321');
    expect(await rowCounts()).toEqual({
      logins: (before.logins ?? 0) + 1,
      members: (before.members ?? 0) + 1,
    });

    const row = await memberRow(body.salesperson.id);
    expect(row.showroomId).toBe(showroomA);
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.pinHash ?? '', '4321')).toBe(true);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, row.userId ?? ''));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const session = await signIn(t.app, payload.email, payload.password);
    expect(session.isTeamMember).toBe(true);
    expect(session.teamMember).toEqual({
      id: body.salesperson.id,
      name: 'Riley Stone',
      role: 'manager',
      permissions: { canSeeWholesaleCosts: false, canSeeShowroomCosts: true, maxDiscountPercent: 25 },
    });
    expect(session.showroom?.id).toBe(showroomA);
  });

  it('gives each role its own maximum discount and cost visibility', async () => {
    const expected = {
      designer: [false, 5],
      salesperson: [false, 10],
      manager: [true, 25],
      coordinator: [false, 5],
      assistant: [false, 0],
    } as const;
    for (const [role, [showroomCosts, maxDiscount]] of Object.entries(expected)) {
      const { member } = await added({ role: role as TCreateTeamMemberRequest['role'] });
      expect(member.permissions).toEqual({
        canSeeWholesaleCosts: false,
        canSeeShowroomCosts: showroomCosts,
        maxDiscountPercent: maxDiscount,
      });
    }
  });

  it('adds a member without a PIN or phone when they are left blank', async () => {
    const { member } = await added({ pin: '', phone: '' });
    expect(member).toMatchObject({ has_pin: false, phone: null });
    expect((await memberRow(member.id)).pinHash).toBeNull();
  });

  it.each([
    ['no name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['no e-mail', { email: undefined }, 'Email is required for team member login'],
    ['a blank e-mail', { email: ' ' }, 'Email is required for team member login'],
    ['a malformed e-mail', { email: 'riley-at-example' }, 'Please enter a valid email address'],
    ['no password', { password: undefined }, 'Password is required for new team member'],
    ['a blank password', { password: '' }, 'Password is required for new team member'],
    ['a 7-character password', { password: 'Short-1' }, 'Password must be at least 8 characters'],
    ['a 3-digit PIN', { pin: '123' }, 'PIN must be 4 to 6 digits'],
    ['a 7-digit PIN', { pin: '1234567' }, 'PIN must be 4 to 6 digits'],
    ['a PIN with letters', { pin: '12ab' }, 'PIN must be 4 to 6 digits'],
    ['no role', { role: undefined }, 'Role is required'],
    ['the owner role', { role: 'owner' }, TEAM_MESSAGES.roleInvalid],
  ])('refuses %s with the spec’s message and writes nothing', async (_case, overrides, message) => {
    const before = await rowCounts();
    const response = await create('owner', { ...newMember(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['showroom_id', { showroom_id: '00000000-0000-4000-8000-000000000000' }],
    ['is_active', { is_active: false }],
    ['a permission', { canSeeWholesaleCosts: true }],
    ['a PIN hash', { pin_hash: 'x' }],
  ])('refuses a body that carries %s', async (_case, extra) => {
    const before = await rowCounts();
    const response = await create('owner', { ...newMember(), ...extra });
    expect(response.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses one of the 3,000 most used passwords and writes nothing', async () => {
    const before = await rowCounts();
    const response = await create('owner', newMember({ password: 'sunshine' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: COMMON_PASSWORD_MESSAGE });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an e-mail any account of the platform already has, whatever its case', async () => {
    for (const [email, error] of [
      ['SALES-A@example.test', TEAM_MESSAGES.emailTaken],
      ['owner-b@example.test', TEAM_MESSAGES.emailUnavailable],
      [otherShowroomMemberEmail, TEAM_MESSAGES.emailUnavailable],
      ['admin@example.test', TEAM_MESSAGES.emailUnavailable],
    ]) {
      const before = await rowCounts();
      const response = await create('owner', newMember({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, error });
      expect(await rowCounts()).toEqual(before);
    }
  });

  it('answers an address taken outside the showroom alike, whoever has it, and names no account', async () => {
    const answers = new Set<string>();
    for (const email of ['owner-b@example.test', otherShowroomMemberEmail, 'ADMIN@example.test']) {
      const created = await create('owner', newMember({ email }));
      const { payload, member } = await added();
      const renamed = await update('owner', { ...payload, id: member.id, email });
      for (const response of [created, renamed]) {
        expect(response.statusCode).toBe(409);
        answers.add(response.body);
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({ success: false, error: TEAM_MESSAGES.emailUnavailable, code: 'CONFLICT' }),
    ]);
    expect(TEAM_MESSAGES.emailUnavailable).not.toMatch(/account|login|already|registered/i);
  });

  it('refuses the e-mail of a member without a login', async () => {
    const response = await create('owner', newMember({ email: 'dana@example.test' }));
    expect(response.statusCode).toBe(409);
  });

  it('lets only one of two owners adding the same e-mail at once succeed', async () => {
    const email = 'race@example.test';
    const [first, second] = await Promise.all([
      create('owner', newMember({ email })),
      create('otherOwner', newMember({ email })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const logins = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(logins).toHaveLength(1);
  });

  it('gives an existing member without a login one (existingMemberId), keeping their id', async () => {
    const response = await create('owner', {
      name: 'Dana Whitfield',
      email: 'dana@example.test',
      phone: '(512) 555-0103',
      role: 'designer',
      password: 'Dana-pass-2026',
      pin: '8642',
      existingMemberId: designerWithoutLoginId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSaveTeamMemberResponse.parse(response.json());
    expect(body.message).toBe('Team member updated with login access');
    expect(body.salesperson).toMatchObject({ id: designerWithoutLoginId, has_pin: true, role: 'designer' });
    expect(body.salesperson.auth_user_id).toEqual(expect.any(String));
    const session = await signIn(t.app, 'dana@example.test', 'Dana-pass-2026');
    expect(session.teamMember?.id).toBe(designerWithoutLoginId);

    const again = await create('owner', {
      ...newMember({ email: 'dana@example.test' }),
      existingMemberId: designerWithoutLoginId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: unknown }>().error).toBe(TEAM_MESSAGES.alreadyHasLogin);
  });

  it('answers 404 for an existingMemberId of another showroom and changes nothing there', async () => {
    const before = await memberRow(otherShowroomMemberId);
    const response = await create('owner', { ...newMember(), existingMemberId: otherShowroomMemberId });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: unknown }>().error).toBe(TEAM_MESSAGES.notFound);
    expect(await memberRow(otherShowroomMemberId)).toEqual(before);
  });
});

describe('PUT /api/showroom/salespersons', () => {
  it('updates name, e-mail, phone and role; the role’s permissions apply at the member’s next call', async () => {
    const { payload, member } = await added({ role: 'salesperson', pin: '1111' });
    const session = await signIn(t.app, payload.email, payload.password);
    expect(session.teamMember?.permissions.maxDiscountPercent).toBe(10);

    const response = await update('owner', {
      id: member.id,
      name: 'Riley Q. Stone',
      email: `Q.${payload.email.toUpperCase()}`,
      phone: '',
      role: 'manager',
      password: '',
      pin: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSaveTeamMemberResponse.parse(response.json());
    expect(body.message).toBe('Team member updated');
    expect(body.salesperson).toMatchObject({
      id: member.id,
      name: 'Riley Q. Stone',
      email: `q.${payload.email}`,
      phone: null,
      role: 'manager',
      has_pin: true,
      permissions: { canSeeWholesaleCosts: false, canSeeShowroomCosts: true, maxDiscountPercent: 25 },
    });

    // The session goes on (no password change), with the new role.
    const verify = await call('POST', '/api/auth/verify-token', session.session.access_token);
    expect(verify.statusCode).toBe(200);
    expect(verify.json<{ teamMember: unknown }>().teamMember).toMatchObject({
      role: 'manager',
      name: 'Riley Q. Stone',
    });
    // The login follows the new e-mail; the blank password kept the old one.
    await signIn(t.app, `q.${payload.email}`, payload.password);
    expect((await login(t.app, payload.email, payload.password)).statusCode).toBe(401);
  });

  it('sets a new PIN, stored hashed', async () => {
    const { payload, member } = await added({ pin: '1111' });
    const response = await update('owner', { ...payload, id: member.id, password: '', pin: '975310' });
    expect(response.statusCode).toBe(200);
    const row = await memberRow(member.id);
    expect(await verifyPassword(row.pinHash ?? '', '975310')).toBe(true);
    expect(textOf(response.json())).not.toContain('975310');
  });

  it('ends every session of a member whose password the owner changes, at once', async () => {
    const { payload, member } = await added();
    const first = await signIn(t.app, payload.email, payload.password);
    const second = await signIn(t.app, payload.email, payload.password);

    const response = await update('owner', { ...payload, id: member.id, password: 'Riley-new-pass-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: unknown }>().message).toBe('Team member updated');

    for (const session of [first, second]) {
      const next = await call('GET', '/api/showroom/salespersons', session.session.access_token);
      expect(next.statusCode).toBe(401);
      expect((await refresh(session.session.refresh_token)).statusCode).toBe(401);
    }
    expect((await login(t.app, payload.email, payload.password)).statusCode).toBe(401);
    await signIn(t.app, payload.email, 'Riley-new-pass-1');
  });

  it('creates a login for a member without one when a password is given', async () => {
    const plain = await createTeamMember(t.database.db, {
      showroomId: showroomA,
      name: 'Casey Lane',
      email: 'casey@example.test',
      role: 'coordinator',
    });
    const response = await update('owner', {
      id: plain.id,
      name: 'Casey Lane',
      email: 'casey@example.test',
      phone: null,
      role: 'coordinator',
      password: 'Casey-pass-2026',
      pin: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: unknown }>().message).toBe('Team member updated with login access');
    const session = await signIn(t.app, 'casey@example.test', 'Casey-pass-2026');
    expect(session.teamMember).toMatchObject({ id: plain.id, role: 'coordinator' });
  });

  it.each([
    ['a blank name', { name: '' }, 'Name is required'],
    ['a blank e-mail', { email: '' }, 'Email is required for team member login'],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['a PIN of 2 digits', { pin: '12' }, 'PIN must be 4 to 6 digits'],
    ['no role', { role: '' }, 'Role is required'],
  ])('refuses %s and changes nothing', async (_case, overrides, message) => {
    const { payload, member } = await added();
    const before = await memberRow(member.id);
    const response = await update('owner', { ...payload, id: member.id, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await memberRow(member.id)).toEqual(before);
  });

  it('refuses a body carrying permissions or a showroom', async () => {
    const { payload, member } = await added();
    for (const extra of [
      { canSeeWholesaleCosts: true },
      { maxDiscountPercent: 100 },
      { showroom_id: showroomA },
    ]) {
      const response = await update('owner', { ...payload, id: member.id, ...extra });
      expect(response.statusCode).toBe(400);
    }
    expect((await memberRow(member.id)).maxDiscountPercent).toBe(10);
  });

  it('refuses an e-mail another account has, and keeps the member’s own', async () => {
    const { payload, member } = await added();
    const taken = await update('owner', { ...payload, id: member.id, email: 'owner-b@example.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: unknown }>().error).toBe(TEAM_MESSAGES.emailUnavailable);
    const ownTeam = await update('owner', { ...payload, id: member.id, email: 'sales-a@example.test' });
    expect(ownTeam.statusCode).toBe(409);
    expect(ownTeam.json<{ error: unknown }>().error).toBe(TEAM_MESSAGES.emailTaken);
    const own = await update('owner', { ...payload, id: member.id, name: 'Riley Again' });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for a member of another showroom and changes nothing', async () => {
    const before = await memberRow(otherShowroomMemberId);
    const response = await update('owner', {
      ...newMember(),
      id: otherShowroomMemberId,
      password: 'Hijack-pass-2026',
    });
    expect(response.statusCode).toBe(404);
    expect(await memberRow(otherShowroomMemberId)).toEqual(before);
    await signIn(t.app, 'sales-b@example.test', 'Sales-b-pass-1');
  });
});

describe('DELETE /api/showroom/salespersons', () => {
  it('removes a member: their access token is refused at once, refresh and sign-in fail', async () => {
    const { payload, member } = await added({ pin: '5555' });
    const session = await signIn(t.app, payload.email, payload.password);
    expect((await call('GET', '/api/showroom/salespersons', session.session.access_token)).statusCode).toBe(
      200,
    );

    const response = await remove('owner', member.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Team member removed' });

    expect((await call('GET', '/api/showroom/salespersons', session.session.access_token)).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/auth/verify-token', session.session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.session.refresh_token)).statusCode).toBe(401);
    expect((await login(t.app, payload.email, payload.password)).statusCode).toBe(401);
  });

  it('keeps the removed member’s name for past sales, inactive and without a PIN', async () => {
    const { member } = await added({ name: 'Jordan Past', pin: '5555' });
    expect((await remove('owner', member.id)).statusCode).toBe(200);
    const row = await memberRow(member.id);
    expect(row).toMatchObject({ name: 'Jordan Past', isActive: false, pinHash: null });
    const listed = (await teamOf('owner')).find((entry) => entry.id === member.id);
    expect(listed).toMatchObject({ name: 'Jordan Past', is_active: false });
    expect((await remove('owner', member.id)).statusCode).toBe(404);
    const edit = await update('owner', { ...newMember(), id: member.id });
    expect(edit.statusCode).toBe(404);
  });

  it('brings a removed member back when the owner adds their e-mail again, with the new password', async () => {
    const { payload, member } = await added({ name: 'Avery Return' });
    expect((await remove('owner', member.id)).statusCode).toBe(200);
    const response = await create('owner', { ...payload, password: 'Avery-back-2026', role: 'assistant' });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSaveTeamMemberResponse.parse(response.json());
    expect(body.salesperson).toMatchObject({ id: member.id, is_active: true, role: 'assistant' });
    expect((await login(t.app, payload.email, payload.password)).statusCode).toBe(401);
    const session = await signIn(t.app, payload.email, 'Avery-back-2026');
    expect(session.teamMember?.id).toBe(member.id);
  });

  it('does not let another showroom take over a removed member’s e-mail', async () => {
    const { payload, member } = await added();
    expect((await remove('owner', member.id)).statusCode).toBe(200);
    const response = await create('otherOwner', newMember({ email: payload.email }));
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for a member of another showroom, who stays signed in', async () => {
    const session = await signIn(t.app, 'sales-b@example.test', 'Sales-b-pass-1');
    const response = await remove('owner', otherShowroomMemberId);
    expect(response.statusCode).toBe(404);
    expect((await memberRow(otherShowroomMemberId)).isActive).toBe(true);
    expect((await call('GET', '/api/showroom/salespersons', session.session.access_token)).statusCode).toBe(
      200,
    );
  });

  it('refuses an id that is not one', async () => {
    expect((await remove('owner', 'not-an-id')).statusCode).toBe(400);
  });
});

describe('only the owner manages the team', () => {
  it.each(['sales', 'manager', 'admin'] as const)('refuses the %s with 403 on every change', async (who) => {
    const { payload, member } = await added();
    const before = await rowCounts();
    expect((await create(who, newMember())).statusCode).toBe(403);
    expect((await update(who, { ...payload, id: member.id, password: 'Taken-over-2026' })).statusCode).toBe(
      403,
    );
    expect((await remove(who, member.id)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
    expect((await memberRow(member.id)).isActive).toBe(true);
    await signIn(t.app, payload.email, payload.password);
  });

  it('refuses a visitor with 401', async () => {
    const { member } = await added();
    expect((await call('POST', '/api/auth/create-team-member', null, newMember())).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/showroom/salespersons', null, { ...newMember(), id: member.id })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/showroom/salespersons?id=${member.id}`, null)).statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('describes the team calls with their bodies', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>>;
    }>();
    expect(JSON.stringify(document.paths['/api/auth/create-team-member']?.post?.requestBody)).toContain(
      'existingMemberId',
    );
    const salespersons = document.paths['/api/showroom/salespersons'];
    expect(Object.keys(salespersons ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(JSON.stringify(salespersons?.put?.requestBody)).toContain('pin');
  });
});
