import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZCreateRemnantResponse, ZDeleteRemnantResponse } from '@stonetool/contracts/remnants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listRemnants, seedRemnantCallers, type CallAs } from './remnant-test-fixtures';

let t: TestApp;
let api: CallAs;

/** A 3cm Calacatta Nuvo offcut left from a kitchen: 52 1/4 x 25 1/2 in, on rack B. */
const offcut = {
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Calacatta Nuvo',
  thickness: '3cm',
  finish: 'Polished',
  width: 52.25,
  height: 25.5,
  location: 'Rack B',
  note: 'Chip on one corner',
};

beforeAll(async () => {
  t = await createTestApp();
  api = await seedRemnantCallers(t, { domain: 'remnants.test', name: 'Remnant Fabricator' });
});

afterAll(async () => {
  await t.close();
});

describe('remnants', () => {
  it('a fabricator keeps a remnant and finds it in the list, newest first', async () => {
    const created = await api('owner').post('/api/remnants', offcut);
    expect(created.statusCode).toBe(200);
    const remnant = ZCreateRemnantResponse.parse(created.json()).data;
    expect(remnant).toMatchObject(offcut);

    t.clock.advance(60_000);
    const second = await api('member').post('/api/remnants', {
      brand: 'MSI',
      type: 'Granite',
      color: 'Absolute Black',
      thickness: '2cm',
      width: 30,
      height: 18.0625,
    });
    expect(second.statusCode).toBe(200);
    expect(ZCreateRemnantResponse.parse(second.json()).data).toMatchObject({
      finish: null,
      location: null,
      note: null,
      height: 18.0625,
    });

    const remnants = await listRemnants(api, 'owner');
    expect(remnants.map((r) => r.color)).toEqual(['Absolute Black', 'Calacatta Nuvo']);
    expect(remnants[1]).toEqual(remnant);
  });

  it('another business sees none of them and cannot delete one: 404, the remnant kept', async () => {
    const [remnant] = await listRemnants(api, 'owner');
    expect(await listRemnants(api, 'other')).toEqual([]);
    const refused = await api('other').delete(`/api/remnants/${remnant!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(ZErrorResponse.parse(refused.json()).error).toBe('Remnant not found');
    expect((await listRemnants(api, 'owner')).map((r) => r.id)).toContain(remnant!.id);
  });

  it('a business without Expert Mode keeps no remnants', async () => {
    expect((await api('showroom').get('/api/remnants')).statusCode).toBe(403);
    expect((await api('showroom').post('/api/remnants', offcut)).statusCode).toBe(403);
  });

  it('deletes a remnant once; a second delete is not found', async () => {
    const { data } = ZCreateRemnantResponse.parse((await api('owner').post('/api/remnants', offcut)).json());
    const deleted = await api('member').delete(`/api/remnants/${data.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(ZDeleteRemnantResponse.parse(deleted.json()).data).toEqual({ id: data.id });
    expect((await listRemnants(api, 'owner')).map((r) => r.id)).not.toContain(data.id);
    expect((await api('owner').delete(`/api/remnants/${data.id}`)).statusCode).toBe(404);
    expect((await api('owner').delete('/api/remnants/not-an-id')).json()).toMatchObject({
      error: 'Remnant not found',
    });
  });

  it.each([
    [{ ...offcut, brand: ' ' }, 'Brand is required'],
    [{ ...offcut, color: undefined }, 'Colour is required'],
    [{ ...offcut, thickness: '' }, 'Thickness is required'],
    [{ ...offcut, width: 0 }, 'Width must be above 0 in'],
    [{ ...offcut, height: '25' }, 'Height must be a number of inches'],
    [{ ...offcut, height: 250 }, 'Height is at most 200 in'],
    [{ ...offcut, width: 30.03 }, 'Width is measured to a sixteenth of an inch at most'],
    [{ ...offcut, note: 'x'.repeat(1001) }, 'Note is at most 1000 characters'],
    [
      { ...offcut, showroom_id: '00000000-0000-4000-8000-000000000000' },
      'Unrecognized key: "showroom_id" is not accepted',
    ],
  ])('refuses %j naming the field, and keeps nothing', async (body, message) => {
    const before = (await listRemnants(api, 'owner')).length;
    const response = await api('owner').post('/api/remnants', body);
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect((await listRemnants(api, 'owner')).length).toBe(before);
  });
});
