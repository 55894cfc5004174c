import { Agent, request } from 'node:http';
import { ZLoginResponse } from '@stonetool/contracts/auth';
import { ZMaterialOrderResponse, type ZMaterialOrderRequest } from '@stonetool/contracts/orders';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import type { Executor } from '@stonetool/db/client';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { createStone } from '@stonetool/db/seed/stones';
import { centsToDollars, dollarsToCents } from '@stonetool/domain/money';
import { priceOrder } from '@stonetool/domain/pricing/order-totals';
import type { z } from 'zod';
import { seedShowroomWithOwner, seedTeamMember } from './fixtures';

/**
 * A salesperson's tablet placing material orders over real HTTP, as the benchmark (bench:orders)
 * and the scale-out tests (two servers, a crash) drive the API from outside its process.
 */
export const ORDERING_SALESPERSON = {
  email: 'bench-sales@stonetool.test',
  password: 'Bench-sales-pass-1',
} as const;

/** A showroom with its owner, the ordering salesperson and two stones to put in the cart. */
export async function seedOrderingShowroom(
  db: Executor,
): Promise<{ showroomId: string; stones: StoneRow[] }> {
  const { showroomId } = await seedShowroomWithOwner(db, {
    name: 'Bench Showroom',
    email: 'bench-owner@stonetool.test',
    password: 'Bench-owner-pass-1',
  });
  await seedTeamMember(db, { showroomId, ...ORDERING_SALESPERSON });
  const stones = [
    await createStone(db, { brand: 'Caesarstone', color: 'Bench White', slabCostCents: 145_000 }),
    await createStone(db, { brand: 'Graniti', type: 'Granite', color: 'Bench Black', slabCostCents: 98_000 }),
  ];
  return { showroomId, stones };
}

/** Signs the salesperson in at `baseUrl` (e.g. http://127.0.0.1:3330) and returns the access token. */
export async function signIn(baseUrl: string, login = ORDERING_SALESPERSON): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login-enhanced`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  return ZLoginResponse.parse(await response.json()).session.access_token;
}

export interface ClientCart {
  lines: { stoneId: string; quantity: number }[];
  /** The total the order screen shows, in dollars; the server checks it against its own. */
  totalCost: number;
}

/**
 * A will-call cart of 1 slab of the first stone, 2 of the second, and so on, with its total as
 * the order screen computes it: the catalog's client prices and the showroom's tax settings.
 */
export async function cartAsClientSeesIt(
  baseUrl: string,
  token: string,
  stoneIds: readonly string[],
): Promise<ClientCart> {
  const headers = { authorization: `Bearer ${token}` };
  const catalog = ZStonesResponse.parse(await (await fetch(`${baseUrl}/api/stones`, { headers })).json());
  const tax = ZTaxSettingsResponse.parse(
    await (await fetch(`${baseUrl}/api/showroom/tax-settings`, { headers })).json(),
  ).data;
  const lines = stoneIds.map((stoneId, index) => {
    const price = catalog.find((entry) => entry.id === stoneId)?.client_price;
    if (!price) throw new Error(`stone ${stoneId} has no client price in the catalog`);
    return { stoneId, quantity: index + 1, unitPriceCents: dollarsToCents(price) };
  });
  return {
    lines: lines.map(({ stoneId, quantity }) => ({ stoneId, quantity })),
    totalCost: centsToDollars(willCallTotalCents(lines, tax)),
  };
}

/**
 * The total of a will-call cart as the order screen computes it, in cents: the lines at their
 * unit prices, no discount, the showroom's tax settings as GET /api/showroom/tax-settings answers them.
 */
export function willCallTotalCents(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  tax: z.infer<typeof ZTaxSettingsResponse>['data'],
): number {
  const { totals } = priceOrder(
    lines.map((line) => ({
      unitPriceCents: line.unitPriceCents,
      specialUnitPriceCents: null,
      quantity: line.quantity,
      discountPercent: 0,
      wholesaleUnitCostCents: 0,
    })),
    {
      includeSalesTax: tax.tax_enabled,
      taxRatePercent: tax.sales_tax_rate,
      deliveryMethod: 'will_call',
      deliveryCents: 0,
    },
  );
  return totals.totalCents;
}

/** A POST /api/material-orders body as a client writes it (before the contract's defaults). */
export type MaterialOrderBody = z.input<typeof ZMaterialOrderRequest>;

/** The order of `cart` for the customer `Order Client <n>` (client-<n>@example.test). */
export function materialOrderBody(cart: ClientCart, customer: number): MaterialOrderBody {
  return {
    cartItems: cart.lines.map((line) => ({ stone: { id: line.stoneId }, quantity: line.quantity })),
    orderDetails: { deliveryMethod: 'will_call' },
    customerInfo: {
      firstName: 'Order',
      lastName: `Client ${customer}`,
      email: `client-${customer}@example.test`,
      streetAddress: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
    totalCost: cart.totalCost,
  };
}

export interface OrderAnswer {
  status: number;
  /** The placed (or replayed) order, when the server answered 200. */
  order?: { orderId: string; quoteNumber: string };
}

/**
 * POST /api/material-orders with an Idempotency-Key; rejects only when no answer came back. Sent
 * through node:http, which waits for an answer as long as the server holds the connection: fetch
 * gives up after 300 s without headers, which the last of 300 orders queued on PGlite's one
 * connection passed at load 28 on two cores. The scale-out tests' own limits catch a hang.
 */
export async function postMaterialOrder(
  baseUrl: string,
  token: string,
  body: MaterialOrderBody,
  idempotencyKey: string,
): Promise<OrderAnswer> {
  const { status, text } = await postWithoutTimeout(`${baseUrl}/api/material-orders`, JSON.stringify(body), {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'idempotency-key': idempotencyKey,
  });
  const json: unknown = JSON.parse(text);
  if (status !== 200) return { status };
  const { orderId, quoteNumber } = ZMaterialOrderResponse.parse(json).data;
  return { status: 200, order: { orderId, quoteNumber } };
}

/**
 * The orders' connections: as many orders as the caller likes are sent at once, over at most 50
 * connections (the rest wait in the client, as behind a proxy's upstream pool), each order on a
 * connection of its own, so none is sent on one the server is closing. Node's server answers 408
 * to a connection whose headers it has not read 60 s after accepting it: with 300 connections
 * open at once to a server busy with orders on PGlite, at load 16 to 22 on two cores, one of them
 * waited that long (issue 23).
 */
const orderConnections = new Agent({ keepAlive: false, maxSockets: 50 });

function postWithoutTimeout(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers, agent: orderConnections }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
