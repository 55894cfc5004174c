import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { ShareQuoteModal } from './share-quote-modal';

const QUOTE = { serverId: 'quote-1', quoteNumber: 'Q-2026-001042' };
const SHARE = '/api/quotes/quote-1/share';
const LINK = 'http://localhost:3000/q/tok_123';

function renderModal(customerEmail: string | null) {
  const network = fakeFetch({
    [`POST ${SHARE}`]: {
      json: {
        success: true,
        data: { url: LINK, token: 'tok_123', expires_at: '2026-12-28T10:00:00.000Z', mail_id: 'mail-1' },
      },
    },
    [`DELETE ${SHARE}`]: { json: { success: true, data: { revoked: 1 } } },
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
});
