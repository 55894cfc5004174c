import type { Env } from '../../env';

/** The accounting API's minor version the requests and answers follow. */
const MINOR_VERSION = '75';
const TIMEOUT_MS = 15_000;

/** A call to the accounting API that Intuit answered with an error (a `Fault`) or not at all. */
export class IntuitApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface IntuitCustomer {
  Id: string;
  DisplayName: string;
}

export interface IntuitInvoiceLine {
  Amount: number;
  Description: string;
  DetailType: 'SalesItemLineDetail';
  SalesItemLineDetail: { Qty: number; UnitPrice: number };
}

interface FaultAnswer {
  Fault?: { Error?: { Message?: string; Detail?: string; code?: string }[] };
}

/**
 * QuickBooks Online's accounting API for one company (realm), with the link's access token. Writes
 * carry `requestid`: Intuit answers a repeated one with the first result instead of writing twice.
 */
export function intuitApi(env: Env, realmId: string, accessToken: string) {
  const base = `${env.intuit.apiBaseUrl}/v3/company/${encodeURIComponent(realmId)}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ) {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries({ ...query, minorversion: MINOR_VERSION })) {
      url.searchParams.set(name, value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new IntuitApiError(`QuickBooks did not answer (${(error as Error).message})`, 0);
    }
    const answer = (await response.json().catch(() => ({}))) as T & FaultAnswer;
    if (!response.ok || answer.Fault) {
      const first = answer.Fault?.Error?.[0];
      const detail = first ? `${first.Message ?? ''} ${first.code ?? ''}`.trim() : response.statusText;
      throw new IntuitApiError(`QuickBooks answered ${response.status}: ${detail}`, response.status);
    }
    return answer;
  }

  return {
    async companyName(): Promise<string | null> {
      const answer = await call<{ CompanyInfo?: { CompanyName?: string } }>(
        'GET',
        `/companyinfo/${encodeURIComponent(realmId)}`,
        {},
      );
      return answer.CompanyInfo?.CompanyName ?? null;
    },
    async findCustomerByEmail(email: string): Promise<IntuitCustomer | undefined> {
      // The query language quotes with ' and escapes it with a backslash.
      const quoted = email.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
      const answer = await call<{ QueryResponse?: { Customer?: IntuitCustomer[] } }>('GET', '/query', {
        query: `select * from Customer where PrimaryEmailAddr = '${quoted}'`,
      });
      return answer.QueryResponse?.Customer?.[0];
    },
    async createCustomer(
      customer: {
        displayName: string;
        givenName: string;
        familyName: string;
        email: string;
        phone: string | null;
      },
      requestId: string,
    ): Promise<IntuitCustomer> {
      const answer = await call<{ Customer: IntuitCustomer }>(
        'POST',
        '/customer',
        { requestid: requestId },
        {
          DisplayName: customer.displayName,
          GivenName: customer.givenName,
          FamilyName: customer.familyName,
          PrimaryEmailAddr: { Address: customer.email },
          ...(customer.phone ? { PrimaryPhone: { FreeFormNumber: customer.phone } } : {}),
        },
      );
      return answer.Customer;
    },
    async createInvoice(
      invoice: { customerId: string; docNumber: string; txnDate: string; lines: IntuitInvoiceLine[] },
      requestId: string,
    ): Promise<{ Id: string; TotalAmt: number }> {
      const answer = await call<{ Invoice: { Id: string; TotalAmt: number } }>(
        'POST',
        '/invoice',
        { requestid: requestId },
        {
          CustomerRef: { value: invoice.customerId },
          DocNumber: invoice.docNumber,
          TxnDate: invoice.txnDate,
          Line: invoice.lines,
        },
      );
      return answer.Invoice;
    },
  };
}
