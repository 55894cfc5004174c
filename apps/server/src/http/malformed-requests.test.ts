import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { ZLoginResponse } from '@stonetool/contracts/auth';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedShowroomWithOwner } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Oversized and malformed input on every endpoint (issue 11 part 3, checklist 27), generated from
 * the OpenAPI document the server serves, so a route added later is covered without touching this
 * file. For each operation with a body or a query: a value of the wrong type, a missing required
 * field, and (for bodies) 10 MB, each answered with a 4xx in the error shape and never a 500 or a
 * success. Each request is sent as the platform admin, a showroom owner and a fabricator in turn
 * until one gets past the guards, so validation, not authentication, is what answers.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * The only route-specific knowledge: operations left out, each with the reason. Everything else
 * (path parameters, required headers such as Idempotency-Key) is read from the document.
 */
const EXCLUDED: Record<string, string> = {
  // Development-only mailbox: registered outside production only, it takes no body or query.
};

const TEN_MEGABYTES = 10 * 1024 * 1024;

let t: TestApp;
let doc: OpenApiDocument;
const tokens: { role: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await seedAdmin(db, 'admin@example.test', 'Admin-pass-123');
  const owner = await seedShowroomWithOwner(db, { email: 'owner@example.test', password: 'Owner-pass-123' });
  const fabricator = await seedShowroomWithOwner(db, {
    email: 'fabricator@example.test',
    password: 'Fabricator-pass-123',
    showroomType: 'fabricator',
    expertModeEnabled: true,
  });
  for (const [role, login] of [
    ['admin', admin],
    ['owner', owner],
    ['fabricator', fabricator],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      payload: { email: login.email, password: login.password },
    });
    tokens.push({ role, token: ZLoginResponse.parse(response.json()).session.access_token });
  }
  doc = t.app.swagger() as unknown as OpenApiDocument;
});

afterAll(async () => {
  await t?.close();
});

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(target);
}

/** The JSON types a schema accepts (integer counts as number). */
function acceptedTypes(input: JsonSchema): Set<string> {
  const schema = resolve(input);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return new Set(options.flatMap((option) => [...acceptedTypes(option)]));
  if (schema.allOf) return acceptedTypes(schema.allOf[0] ?? {});
  const types = new Set<string>();
  if (schema.const !== undefined) types.add(typeof schema.const);
  for (const value of schema.enum ?? []) types.add(value === null ? 'null' : typeof value);
  for (const type of [schema.type ?? []].flat()) types.add(type === 'integer' ? 'number' : type);
  if (schema.nullable) types.add('null');
  if (types.size === 0)
    for (const any of ['object', 'array', 'boolean', 'number', 'string', 'null']) types.add(any);
  return types;
}

/** A value of a JSON type the schema refuses, or undefined when it takes anything. */
function wrongValue(schema: JsonSchema): unknown {
  const accepted = acceptedTypes(schema);
  const candidates: [string, unknown][] = [
    ['object', { unexpected: true }],
    ['array', [1, 2, 3]],
    ['boolean', true],
    ['number', 12_345],
    ['string', 'not the right type'],
  ];
  return candidates.find(([type]) => !accepted.has(type))?.[1];
}

/** A plausible value of the schema's shape: enough to get every other field past validation. */
function sampleValue(input: JsonSchema): unknown {
  const schema = resolve(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null);
  const option = (schema.anyOf ?? schema.oneOf)?.find((o) => !acceptedTypes(o).has('null') || o.type);
  if (option) return sampleValue(option);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part)));
  const type = [schema.type ?? 'object'].flat().find((candidate) => candidate !== 'null');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        value[name] = property ? sampleValue(property) : 'x';
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}));
    case 'boolean':
      return true;
    case 'number':
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'someone@example.test';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'date':
      return '2026-01-15';
    case 'uri':
      return 'https://example.test/';
    default:
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** A query value the parameter's schema refuses (query values are strings, coerced by the schema). */
function wrongQueryValue(schema: JsonSchema): string | undefined {
  const resolved = resolve(schema);
  const types = acceptedTypes(resolved);
  if (types.has('number') || types.has('boolean') || resolved.enum || resolved.const !== undefined) {
    return 'not-a-valid-value';
  }
  if (resolved.format === 'uuid' || resolved.format === 'email') return 'not-a-valid-value';
  return undefined;
}

function operations(): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (key in EXCLUDED) continue;
      const body = operation.requestBody?.content['application/json']?.schema;
      found.push({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body });
    }
  }
  return found;
}

function urlOf(operation: Operation, query: Record<string, string>): string {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(sampleValue(parameter.schema))));
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

function validQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) {
    query[parameter.name] = String(sampleValue(parameter.schema));
  }
  return query;
}

function requiredHeaders(operation: Operation): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'header' && p.required)) {
    headers[parameter.name] = String(sampleValue(parameter.schema));
  }
  return headers;
}

interface Probe {
  url: string;
  payload?: string;
}

/**
 * Sends the probe as each role until one is let through the guards; the answer that counts must
 * be a 4xx other than 401/403, in the error shape.
 */
async function expectRefused(operation: Operation, probe: Probe, what: string): Promise<void> {
  const seen: string[] = [];
  for (const { role, token } of tokens) {
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url: probe.url,
      headers: {
        authorization: `Bearer ${token}`,
        ...requiredHeaders(operation),
        ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    });
    const label = `${operation.method} ${operation.path} with ${what} as ${role}`;
    expect(
      response.statusCode,
      `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    ).toBeLessThan(500);
    expect(
      response.statusCode,
      `${label} was accepted: ${response.body.slice(0, 300)}`,
    ).toBeGreaterThanOrEqual(400);
    const parsed = ZErrorResponse.safeParse(response.json());
    expect(parsed.success, `${label} answered outside the error shape: ${response.body.slice(0, 300)}`).toBe(
      true,
    );
    expect(response.body).not.toMatch(/\n\s+at |node_modules|SELECT |INSERT /);
    if (response.statusCode !== 401 && response.statusCode !== 403) return;
    seen.push(`${role}: ${response.statusCode}`);
  }
  throw new Error(
    `${operation.method} ${operation.path} (${what}) refused every role before validation: ${seen.join(', ')}`,
  );
}

describe('malformed and oversized input on every endpoint of the OpenAPI document', () => {
  it('finds the operations in the document', () => {
    const withInput = operations().filter((o) => o.body || o.parameters.some((p) => p.in === 'query'));
    // The document lists every route with a schema; if it shrank this much, the walk is broken.
    expect(withInput.length).toBeGreaterThan(20);
  });

  it('answers a body field of the wrong type with a 4xx in the error shape', async () => {
    for (const operation of operations().filter((o) => o.body)) {
      const schema = resolve(operation.body as JsonSchema);
      const valid = sampleValue(schema);
      const names = [...(schema.required ?? []), ...Object.keys(schema.properties ?? {})];
      const target = names.find((name) => {
        const property = schema.properties?.[name];
        return property !== undefined && wrongValue(property) !== undefined;
      });
      const payload =
        target && valid && typeof valid === 'object'
          ? { ...valid, [target]: wrongValue(schema.properties?.[target] ?? {}) }
          : wrongValue(schema);
      await expectRefused(
        operation,
        { url: urlOf(operation, validQuery(operation)), payload: JSON.stringify(payload) },
        target ? `"${target}" of the wrong type` : 'a body of the wrong type',
      );
    }
  });

  it('answers a body missing a required field with a 4xx in the error shape', async () => {
    for (const operation of operations().filter((o) => o.body)) {
      const schema = resolve(operation.body as JsonSchema);
      const [first] = schema.required ?? [];
      // A body whose every field is optional has nothing to leave out; the wrong-type case covers it.
      if (first === undefined) continue;
      const valid = sampleValue(schema) as Record<string, unknown>;
      const { [first]: _left, ...payload } = valid;
      await expectRefused(
        operation,
        { url: urlOf(operation, validQuery(operation)), payload: JSON.stringify(payload) },
        `"${first}" missing`,
      );
    }
  });

  it('answers a 10 MB body with a 4xx in the error shape', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(TEN_MEGABYTES) });
    for (const operation of operations().filter((o) => o.body)) {
      await expectRefused(
        operation,
        { url: urlOf(operation, validQuery(operation)), payload: huge },
        'a 10 MB body',
      );
    }
  });

  it('answers a query parameter of the wrong type with a 4xx in the error shape', async () => {
    let probed = 0;
    for (const operation of operations()) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
        const wrong = wrongQueryValue(parameter.schema);
        // A free-text parameter takes any string: there is no wrong type to send.
        if (wrong === undefined) continue;
        probed += 1;
        await expectRefused(
          operation,
          { url: urlOf(operation, { ...validQuery(operation), [parameter.name]: wrong }) },
          `query "${parameter.name}" of the wrong type`,
        );
      }
    }
    expect(probed).toBeGreaterThan(0);
  });

  it('answers a missing required query parameter with a 4xx in the error shape', async () => {
    let probed = 0;
    for (const operation of operations()) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) {
        probed += 1;
        const { [parameter.name]: _left, ...query } = validQuery(operation);
        await expectRefused(operation, { url: urlOf(operation, query) }, `query "${parameter.name}" missing`);
      }
    }
    expect(probed).toBeGreaterThan(0);
  });

  it("refuses a 10 MB query string at Node's 16 KB header limit, before the app reads it", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A raw socket: Node answers and closes while the rest of the 10 MB is still being written.
    const status = await new Promise<string>((resolveStatus) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n')) {
          resolveStatus(answer.slice(0, answer.indexOf('\r\n')));
          socket.destroy();
        }
      });
      socket.on('error', () => resolveStatus(answer.split('\r\n')[0] ?? ''));
      socket.write(
        `GET /api/customers/search?q=${'x'.repeat(TEN_MEGABYTES)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      );
    });
    expect(status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  });
});
