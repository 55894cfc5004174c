import { TEAM_MESSAGES } from '@stonetool/contracts/team';
import { users } from '@stonetool/db/schema/auth';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../../testing/api-as';
import { seedShowroomTeam, type ShowroomTeam } from '../../testing/showroom-team';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 21: adding and editing team members tells whether an e-mail is free, so it is capped per owner. */
const CHANGES_PER_HOUR = 3;

let t: TestApp;
let a: ShowroomTeam;
let b: ShowroomTeam;
let probe = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TEAM_CHANGE_RATE_LIMIT_PER_HOUR: String(CHANGES_PER_HOUR) } });
  a = await seedShowroomTeam(t, 'a');
  b = await seedShowroomTeam(t, 'b');
});

afterAll(async () => {
  await t.close();
});

function addMember(token: string) {
  probe += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/create-team-member',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: 'Probe',
      email: `probe.${probe}@example.test`,
      phone: '',
      role: 'salesperson',
      password: 'Probe-pass-2026',
      pin: '',
    },
  });
}

async function logins(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('adding and editing team members, per owner per hour', () => {
  it('answers 429 with Retry-After once an owner has made the hour’s changes, refused ones included, and writes nothing', async () => {
    expect((await addMember(a.tokens.owner)).statusCode).toBe(200);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/showroom/salespersons',
      headers: { authorization: `Bearer ${a.tokens.owner}` },
      payload: {
        id: a.salesperson.teamMemberId,
        name: 'Sam',
        email: 'owner-b@example.test',
        phone: '',
        role: 'salesperson',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect((await addMember(a.tokens.owner)).statusCode).toBe(200);

    const before = await logins();
    const limited = await addMember(a.tokens.owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: TEAM_MESSAGES.tooManyChanges,
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await logins()).toBe(before);
  });

  it('counts another owner apart, and lets the owner go on in the next hour', async () => {
    expect((await addMember(b.tokens.owner)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    // The hour outlived the access token too.
    expect((await addMember(await accessToken(t.app, a.owner.email, a.owner.password))).statusCode).toBe(200);
  });
});
