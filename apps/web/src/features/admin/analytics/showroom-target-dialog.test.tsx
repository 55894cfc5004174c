import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { ShowroomTargetDialog } from './showroom-target-dialog';

function renderDialog(currentTarget: number | undefined) {
  const onSave = vi.fn<(value: number) => Promise<void>>(async () => {});
  const onClose = vi.fn();
  const view = renderSignedIn(
    <ShowroomTargetDialog
      showroomName="Austin Stone Gallery"
      currentTarget={currentTarget}
      saving={false}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { ...view, onSave, onClose };
}

describe("a showroom's revenue target", () => {
  it("refuses a negative target with the request's rule and saves nothing", async () => {
    const { user, onSave } = renderDialog(40000);
    const field = screen.getByRole('spinbutton', { name: 'Revenue target ($)' });
    await user.clear(field);
    // Pasted whole: jsdom empties a number field holding a lone '-' while it is typed.
    await user.paste('-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Target value must be 0 or more');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names an empty target', async () => {
    const { user, onSave } = renderDialog(undefined);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Target value must be a number');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the dollars typed and closes', async () => {
    const { user, onSave, onClose } = renderDialog(40000);
    expect(screen.getByRole('dialog', { name: 'Revenue target: Austin Stone Gallery' })).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: 'Revenue target ($)' });
    expect(field).toHaveValue(40000);
    await user.clear(field);
    await user.type(field, '52000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(52000);
    expect(onClose).toHaveBeenCalled();
  });
});
