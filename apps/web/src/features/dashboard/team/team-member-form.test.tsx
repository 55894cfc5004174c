import { TEAM_MESSAGES } from '@stonetool/contracts/team';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TeamMemberForm } from './team-member-form';

function renderForm(error: string | null = null) {
  const onSubmit = vi.fn();
  render(
    <TeamMemberForm editing={null} saving={false} error={error} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('the Add Team Member form', () => {
  it('names each field the contract refuses, beside the field, and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jamie Fox');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '12');
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(TEAM_MESSAGES.passwordTooShort),
    );
    expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveAccessibleDescription(
      expect.stringContaining(TEAM_MESSAGES.pinInvalid),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the member as filled in, with the chosen role', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jamie Fox');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jamie@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'designer');
    await user.type(screen.getByLabelText('Password'), 'Granite-Welcome-42');
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '1357');
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Jamie Fox',
      email: 'jamie@example.test',
      phone: null,
      role: 'designer',
      password: 'Granite-Welcome-42',
      pin: '1357',
    });
  });

  it("shows the server's refusal above the fields", () => {
    renderForm(`Failed to create team member: ${TEAM_MESSAGES.emailTaken}`);
    expect(screen.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.emailTaken);
  });
});
