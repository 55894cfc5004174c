import { randomUUID } from 'node:crypto';

/**
 * Requests generated from the server's OpenAPI document (`app.swagger()`), for tests that must
 * cover every route, including routes added later: plausible values for a schema, values of a
 * wrong type, and each operation's URL, required query and required headers.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  /** false for a strict object; a schema for a record's values. */
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  minLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type OpenApiProbes = ReturnType<typeof openApiProbes>;

export function openApiProbes(doc: OpenApiDocument) {
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

  return {
    resolve,
    wrongValue,
    sampleValue,
    wrongQueryValue,
    operations,
    urlOf,
    validQuery,
    requiredHeaders,
  };
}
