import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { MaterialProvider } from '../state/material-context';
import { newCartItem } from '../state/material-state';
import { ManagerOverrideModal } from './manager-override-modal';

const DISCOUNT_ANSWER = {
  success: true,
  warning: null,
  requires_override: false,
  override_id: null,
  approved_by: null,
};

function renderOverride(answer: { valid: boolean; error: string | null; override_id?: string }) {
  const network = fakeFetch({
    'POST /api/showroom/validate-discount': { json: { ...DISCOUNT_ANSWER, ...answer } },
  });
  const item = {
    ...newCartItem(stone({ id: 'stone-1' }), 'line-1', new Date().toISOString(), 2),
    discountEnabled: true,
    discountPercent: 30,
  };
  const changes: boolean[] = [];
  const view = renderSignedIn(
    <MaterialProvider showroomId="showroom-1" userEmail="sales@example.test" persist={false}>
      <ManagerOverrideModal
        open
        onOpenChange={(open) => changes.push(open)}
        item={item}
        stoneName="Caesarstone Pure White"
      />
    </MaterialProvider>,
  );
  return { ...view, network, changes };
}

describe('the Manager Override', () => {
  it("keeps Approve Discount disabled until a password is typed, and shows the server's refusal", async () => {
    const { user, changes } = renderOverride({ valid: false, error: 'Invalid manager password or PIN' });
    expect(
      screen.getByText("A 30% discount on Caesarstone Pure White needs a manager's approval."),
    ).toBeVisible();
    const approve = screen.getByRole('button', { name: 'Approve Discount' });
    expect(approve).toBeDisabled();
    await user.type(screen.getByLabelText('Manager Password or PIN'), '0000');
    await user.click(approve);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid manager password or PIN');
    expect(changes).toEqual([]);
  });

  it("sends the manager's password with the discount and closes once approved", async () => {
    const { user, network, changes } = renderOverride({
      valid: true,
      error: null,
      override_id: 'override-1',
    });
    await user.type(screen.getByLabelText('Manager Password or PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Approve Discount' }));
    await waitFor(() => expect(changes).toEqual([false]));
    expect(network.to('POST /api/showroom/validate-discount')[0]?.body).toMatchObject({
      stone_id: 'stone-1',
      brand: 'Caesarstone',
      discount_amount: 30,
      manager_override: true,
      manager_password: '4321',
    });
  });
});
