import type { TEmailReportResponse } from '@stonetool/contracts/analytics-reports';
import { REPORT_RECIPIENT_MESSAGES } from '@stonetool/domain/analytics/report-recipients';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_FAILED } from './api/analytics-reports';
import { EmailReportButton, type EmailReportForm, type RecipientRule } from './email-report-dialog';

const SECTIONS = [
  { value: 'overview', label: 'Overview' },
  { value: 'sales', label: 'Sales' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

function renderButton(
  rule: RecipientRule,
  onSend: (form: EmailReportForm<Section>) => Promise<TEmailReportResponse> = () =>
    Promise.resolve({ success: true, message: 'Report sent to 1 recipient', mails: 1 }),
  sending = false,
) {
  const send = vi.fn(onSend);
  const onSent = vi.fn();
  render(
    <EmailReportButton<Section>
      rule={rule}
      sections={SECTIONS}
      sending={sending}
      onSend={send}
      onSent={onSent}
      onOpen={() => {}}
    />,
  );
  return { user: userEvent.setup(), send, onSent };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Email Report' }));
  return screen.getByRole('dialog', { name: 'Email Analytics Report' });
}

describe('the Email Report dialog', () => {
  it('refuses an address that is not one, and lists the ones added', async () => {
    const { user } = renderButton('showroom');
    const dialog = await openDialog(user);
    const input = within(dialog).getByRole('textbox', { name: 'Recipient email' });
    await user.type(input, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REPORT_RECIPIENT_MESSAGES.invalid);
    await user.clear(input);
    await user.type(input, 'owner@example.test{Enter}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(
      within(within(dialog).getByRole('list', { name: 'Recipients' })).getByText('owner@example.test'),
    ).toBeVisible();
  });

  it('names the duplicate address the admin typed', async () => {
    const { user } = renderButton('admin');
    const dialog = await openDialog(user);
    const input = within(dialog).getByRole('textbox', { name: 'Recipient email' });
    await user.type(input, 'ops@example.test{Enter}');
    await user.type(input, 'OPS@example.test{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `${REPORT_RECIPIENT_MESSAGES.duplicate}: OPS@example.test`,
    );
  });

  it('keeps Send disabled for the admin until there is a recipient or every showroom is chosen', async () => {
    const { user } = renderButton('admin');
    const dialog = await openDialog(user);
    const send = within(dialog).getByRole('button', { name: 'Send Report' });
    expect(send).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Send individual reports to all showrooms' }),
    );
    expect(send).toBeEnabled();
  });

  it('needs at least one section', async () => {
    const { user, send } = renderButton('showroom');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient email' }), 'owner@example.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Overview' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`✗ ${REPORT_RECIPIENT_MESSAGES.noSections}`);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the typed address, the chosen sections and the message, then closes with the answer', async () => {
    const { user, send, onSent } = renderButton('showroom');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient email' }), 'owner@example.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Overview' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), '  For Monday  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({
      recipients: ['owner@example.test'],
      sections: ['sales'],
      customMessage: 'For Monday',
      sendToShowrooms: false,
      includeTestData: false,
    });
    expect(onSent).toHaveBeenCalledWith('✓ Report sent to 1 recipient');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open with a cross when sending fails', async () => {
    const { user, onSent } = renderButton('showroom', () => Promise.reject(new Error('')));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient email' }), 'owner@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`✗ ${EMAIL_FAILED}`);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('disables Send while the report is being sent', async () => {
    const { user } = renderButton('showroom', undefined, true);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
