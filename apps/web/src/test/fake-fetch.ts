import { vi } from 'vitest';

/** One request the screen made: method, path with query, and the JSON body it sent. */
export interface SentRequest {
  method: string;
  url: string;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; json: unknown };
/** A fixed reply, or one computed from the request (a promise holds the answer back until it settles). */
type Answer = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

/**
 * Answers the screen's fetch calls from `routes`, keyed 'METHOD /path' (the query string is not
 * part of the key), and records every request. A request no route answers fails the test with
 * its method and path, so a screen cannot call the network unnoticed.
 */
export function fakeFetch(routes: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const request = { method, url, headers, body };
    sent.push(request);
    const key = `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    if (!route) throw new Error(`fakeFetch: no answer for ${key}`);
    const { status = 200, json } = typeof route === 'function' ? await route(request) : route;
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    /** The requests sent to `METHOD /path`. */
    to: (key: string) => sent.filter((request) => `${request.method} ${request.url.split('?')[0]}` === key),
  };
}

/** An answer that saves what it is sent: `saved` with the request's fields over it, as `data`. */
export function savedAs(saved: object): Answer {
  return ({ body }) => ({ json: { success: true, data: { ...saved, ...(body as object) } } });
}
