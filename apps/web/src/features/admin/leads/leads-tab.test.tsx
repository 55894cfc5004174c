import { FABRICATOR_NEEDED } from '@stonetool/contracts/admin-fabrication-leads';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { LeadsTab } from './leads-tab';

/** The contract names a lead by its uuid. */
const LEAD_ID = '5b1e3c9a-2f4d-4e6a-8b7c-9d0e1f2a3b4c';

const LEAD = {
  id: LEAD_ID,
  customer_name: 'Maria Lopez',
  customer_email: 'maria@example.test',
  customer_phone: null,
  showroom_name: 'Austin Stone Gallery',
  stones: [{ brand: 'Caesarstone', color: 'Pure White', type: 'Quartz', pricing: '$1,200' }],
  order_total: 2400,
  quote_number: null,
  status: 'new',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  notes: null,
  sent_to_fabricator_name: null,
  sent_to_fabricator_email: null,
  sent_at: null,
};

function renderTab() {
  const network = fakeFetch({
    'GET /api/admin/fabrication-leads': { json: { success: true, leads: [LEAD] } },
    'POST /api/admin/send-lead-to-fabricator': {
      json: { success: true, lead: { ...LEAD, status: 'contacted' } },
    },
  });
  return { ...renderSignedIn(<LeadsTab />), network };
}

async function openSendDialog(user: ReturnType<typeof renderTab>['user']) {
  await user.click(await screen.findByRole('button', { name: "View details of Maria Lopez's lead" }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Lead: Maria Lopez' })).getByRole('button', {
      name: 'Send to Fabricator',
    }),
  );
  return screen.getByRole('dialog', { name: 'Send Lead to Fabricator' });
}

describe('Send Lead to Fabricator', () => {
  it('names the missing fabricator and a malformed e-mail, and sends nothing', async () => {
    const { user, network } = renderTab();
    const dialog = await openSendDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Lead' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FABRICATOR_NEEDED);

    await user.type(within(dialog).getByLabelText('Fabricator Email'), 'partner@');
    await user.type(within(dialog).getByLabelText('Fabricator Name'), 'Partner Fabrication');
    await user.click(within(dialog).getByRole('button', { name: 'Send Lead' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(network.to('POST /api/admin/send-lead-to-fabricator')).toEqual([]);
  });

  it('sends the send request with the prefilled subject and message, trimmed', async () => {
    const { user, network } = renderTab();
    const dialog = await openSendDialog(user);
    const subject = within(dialog).getByLabelText('Subject');
    expect((subject as HTMLInputElement).value).toMatch(/^Fabrication lead: Maria Lopez/);
    await user.type(within(dialog).getByLabelText('Fabricator Email'), ' partner@fabricator.test ');
    await user.type(within(dialog).getByLabelText('Fabricator Name'), 'Partner Fabrication');
    await user.click(within(dialog).getByRole('button', { name: 'Send Lead' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Lead details sent to fabricator successfully!',
    );
    const [sent] = network.to('POST /api/admin/send-lead-to-fabricator');
    expect(sent?.body).toEqual({
      leadId: LEAD_ID,
      fabricatorEmail: 'partner@fabricator.test',
      fabricatorName: 'Partner Fabrication',
      customSubject: (subject as HTMLInputElement).value.trim(),
      customMessage: expect.stringContaining('Maria Lopez') as string,
    });
  });
});
