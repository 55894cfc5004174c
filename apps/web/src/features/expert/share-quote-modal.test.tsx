import { DEPOSIT_PERCENT_MESSAGE } from '@stonetool/contracts/quote-links';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { ShareQuoteModal } from './share-quote-modal';

const QUOTE = { serverId: 'quote-1', quoteNumber: 'Q-2026-001042' };
const SHARE = '/api/quotes/quote-1/share';
const LINK = 'http://localhost:3000/q/tok_123';
const DEPOSIT = '/api/quotes/deposit-settings';

function renderModal(customerEmail: string | null) {
  const network = fakeFetch({
    [`POST ${SHARE}`]: {
      json: {
        success: true,
        data: { url: LINK, token: 'tok_123', expires_at: '2026-12-28T10:00:00.000Z', mail_id: 'mail-1' },
      },
    },
    [`DELETE ${SHARE}`]: { json: { success: true, data: { revoked: 1 } } },
    [`GET ${DEPOSIT}`]: {
      json: { success: true, data: { deposit_percent: 50, card_payments_active: true } },
    },
    [`PUT ${DEPOSIT}`]: (request) => ({
      json: { success: true, data: { ...(request.body as object), card_payments_active: true } },
    }),
  });
  const view = renderSignedIn(
    <ShareQuoteModal open onOpenChange={() => {}} quote={QUOTE} customerEmail={customerEmail} />,
  );
  return { ...view, network };
}

describe('Share with Client', () => {
  it('creates a review link, e-mailed to the customer by default, and shows it', async () => {
    const { user, network } = renderModal('maria@example.test');
    expect(
      screen.getByRole('checkbox', { name: 'E-mail the link and the quote PDF to maria@example.test' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByRole('textbox', { name: 'Review link' })).toHaveValue(LINK);
    expect(
      screen.getByText(/Valid until Dec 28, 2026\. E-mailed with the PDF to maria@example.test\./),
    ).toBeInTheDocument();
    expect(network.to(`POST ${SHARE}`)[0]?.body).toEqual({ email_client: true });
  });

  it('makes a link alone when the quote has no customer e-mail, and revokes every link', async () => {
    const { user, network } = renderModal(null);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Link' }));
    await screen.findByRole('textbox', { name: 'Review link' });
    expect(network.to(`POST ${SHARE}`)[0]?.body).toEqual({ email_client: false });
    await user.click(screen.getByRole('button', { name: 'Revoke All Links' }));
    expect(await screen.findByText(/1 link was revoked\./)).toBeInTheDocument();
    expect(network.to(`DELETE ${SHARE}`)).toHaveLength(1);
  });

  it('shows the deposit asked on acceptance and saves a new percent, naming a refused one', async () => {
    const { user, network } = renderModal(null);
    expect(
      await screen.findByText('When the client accepts, they are asked to pay 50 % of the total by card.'),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Deposit (%)' });
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Save Deposit' }));
    expect(await screen.findByText(DEPOSIT_PERCENT_MESSAGE)).toBeInTheDocument();
    expect(network.to(`PUT ${DEPOSIT}`)).toEqual([]);
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Save Deposit' }));
    expect(
      await screen.findByText('When the client accepts, they are asked to pay 30 % of the total by card.'),
    ).toBeInTheDocument();
    expect(network.to(`PUT ${DEPOSIT}`)[0]?.body).toEqual({ deposit_percent: 30 });
  });
});
