import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  expectShownWhile,
  tabTo,
  test,
  waitForMail,
} from '../fixtures';
import { openBackOfficePanel } from './support/back-office';

test.describe('admin Fabrication Leads', () => {
  test('the admin filters the leads, opens one and sends it to a fabricator, whose mail arrives', async ({
    page,
  }) => {
    const panel = await openBackOfficePanel(page, 'admin', 'Fabrication Leads');
    // The watch starts while a dialog is open, which hides the rest of the page from getByRole.
    const panelBehindDialog = page.getByRole('tabpanel', { name: 'Fabrication Leads', includeHidden: true });
    const newFilter = panel.getByRole('button', { name: /^New \(\d+\)$/ });
    await newFilter.click();
    await expect(newFilter).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'the Fabrication Leads tab');

    const firstRow = panel.getByRole('row').nth(1);
    const customer = (await firstRow.getByRole('cell').first().locator('div').first().textContent()) ?? '';
    // Held by the customer's name from here: the checkout journey beside this one sends a new lead,
    // which takes the first row.
    const viewLead = panel.getByRole('button', { name: `View details of ${customer}'s lead` });
    const newLeadsOfCustomer = await viewLead.count();
    await viewLead.first().click();
    const details = page.getByRole('dialog', { name: `Lead: ${customer}` });
    await expect(details.getByText('Not sent yet')).toBeVisible();
    await expectAccessible(page, 'the lead details');
    await details.getByRole('button', { name: 'Send to Fabricator' }).click();

    const send = page.getByRole('dialog', { name: 'Send Lead to Fabricator' });
    await expect(send.getByLabel('Subject')).toHaveValue(new RegExp(`^Fabrication lead: ${customer}`));
    await send.getByRole('button', { name: 'Send Lead' }).click();
    await expect(send.getByRole('alert')).toHaveText('Please enter fabricator email and name');

    const since = new Date();
    await send.getByLabel('Fabricator Email').fill('partner@fabricator.test');
    await send.getByLabel('Fabricator Name').fill('Partner Fabrication');
    await tabTo(page, send.getByRole('button', { name: 'Send Lead' }));
    await expectShownWhile(
      panelBehindDialog,
      'Lead details sent to fabricator successfully!',
      () => page.keyboard.press('Enter'),
      {
        role: 'status',
      },
    );
    const mail = await waitForMail(page.request, { to: 'partner@fabricator.test', since });
    expect(mail.subject).toContain(customer);
    expect(mail.text).toContain('Hello Partner Fabrication,');

    // Sending marked the lead contacted: it has left the New list.
    await expect(viewLead).toHaveCount(newLeadsOfCustomer - 1);
    await panel.getByRole('button', { name: /^Contacted \(\d+\)$/ }).click();
    await expect(
      panel.getByRole('button', { name: `View details of ${customer}'s lead` }).first(),
    ).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page, 'the Fabrication Leads tab at 375 px');
  });
});
