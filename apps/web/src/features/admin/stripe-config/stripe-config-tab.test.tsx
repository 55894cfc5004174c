import { WEBHOOK_URL_MESSAGE } from '@stonetool/contracts/admin-stripe-config';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { StripeConfigTab } from './stripe-config-tab';

const STORED = {
  is_active: true,
  mode: 'test',
  test_publishable_key: 'pk_test_Publishable0001',
  live_publishable_key: '',
  test_secret_key: '',
  live_secret_key: '',
  test_webhook_secret: '',
  live_webhook_secret: '',
  test_secret_key_set: true,
  live_secret_key_set: false,
  test_webhook_secret_set: false,
  live_webhook_secret_set: false,
  webhook_endpoint_url: '',
  updated_at: '2026-11-28T09:00:00.000Z',
};

function renderTab(saved: typeof STORED | null = null) {
  const network = fakeFetch({
    'GET /api/admin/stripe-config': { json: { success: true, config: saved } },
    'POST /api/admin/stripe-config': { json: { success: true, config: STORED } },
    'PATCH /api/admin/stripe-config': { json: { success: true, config: STORED } },
  });
  return { ...renderSignedIn(<StripeConfigTab />), network };
}

describe('the admin Card Payments form', () => {
  it('names each malformed key and the webhook address beside its field, and sends nothing', async () => {
    const { user, network } = renderTab();
    await user.type(
      await screen.findByRole('textbox', { name: 'Test publishable key' }),
      'pk_live_Abcdefgh1',
    );
    await user.type(screen.getByLabelText('Test secret key'), 'sk_live_Abcdefgh1');
    await user.type(screen.getByRole('textbox', { name: 'Webhook endpoint URL' }), 'http://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect(screen.getByRole('textbox', { name: 'Test publishable key' })).toHaveAccessibleDescription(
      'The test publishable key must start with pk_test_',
    );
    expect(screen.getByLabelText('Test secret key')).toHaveAccessibleDescription(
      expect.stringContaining('The test secret key must start with sk_test_ or rk_test_') as string,
    );
    expect(screen.getByRole('textbox', { name: 'Webhook endpoint URL' })).toHaveAccessibleDescription(
      WEBHOOK_URL_MESSAGE,
    );
    expect(network.to('POST /api/admin/stripe-config')).toEqual([]);
  });

  it("takes a field's problem away once it is edited", async () => {
    const { user } = renderTab();
    const publishable = await screen.findByRole('textbox', { name: 'Test publishable key' });
    await user.type(publishable, 'pk_live_Abcdefgh1');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(screen.getByText('The test publishable key must start with pk_test_')).toBeInTheDocument();
    await user.type(publishable, 'x');
    expect(screen.queryByText('The test publishable key must start with pk_test_')).not.toBeInTheDocument();
  });

  it('first saves with POST the fields filled in, as the request contract shapes them', async () => {
    const { user, network } = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Accept card payments' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Test publishable key' }),
      ' pk_test_Publishable0001 ',
    );
    await user.type(screen.getByLabelText('Test secret key'), 'sk_test_Secret00000001');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Configuration saved');
    expect(network.to('POST /api/admin/stripe-config').map((request) => request.body)).toEqual([
      {
        is_active: true,
        mode: 'test',
        test_publishable_key: 'pk_test_Publishable0001',
        test_secret_key: 'sk_test_Secret00000001',
      },
    ]);
  });

  it('later saves with PATCH, clearing an emptied publishable key and keeping a blank secret', async () => {
    const { user, network } = renderTab(STORED);
    expect(await screen.findByText('active (test mode)')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Test publishable key' }));
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Configuration saved');
    expect(network.to('PATCH /api/admin/stripe-config').map((request) => request.body)).toEqual([
      {
        is_active: true,
        mode: 'live',
        test_publishable_key: '',
        live_publishable_key: '',
        webhook_endpoint_url: '',
      },
    ]);
  });
});
