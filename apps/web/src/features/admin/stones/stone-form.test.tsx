import { ADMIN_STONE_MESSAGES } from '@stonetool/contracts/admin-stones';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { stone } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { StoneForm } from './stone-form';

/** The contract names a stone by its uuid. */
const EDITED_STONE_ID = '0d6f1c1e-7a8b-4c2d-9e3f-5a6b7c8d9e01';

const SAVED = {
  success: true,
  stone: {
    id: 'stone-9',
    brand: 'Cambria',
    type: 'Quartz',
    color: 'Brittanicca',
    thickness: '3cm',
    finish: 'Polished',
    slab_height: 63,
    slab_width: 126,
    slab_cost: 1800,
    fab_cost: 0,
    mark_up: 1.2,
  },
};

function renderStoneForm(
  editing: Parameters<typeof StoneForm>[0]['stone'] = null,
  answer: { status?: number; json: unknown } = { json: SAVED },
) {
  const network = fakeFetch({ 'POST /api/admin/add-stone': answer, 'POST /api/admin/update-stone': answer });
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderSignedIn(
    <StoneForm
      stone={editing}
      open
      onOpenChange={onOpenChange}
      onSaved={onSaved}
      brands={['Cambria', 'Caesarstone']}
      types={['Quartz', 'Granite']}
    />,
  );
  return { ...view, network, onSaved, onOpenChange };
}

describe('the Add Stone and Edit Stone form', () => {
  it('starts a new stone on the catalog defaults', () => {
    renderStoneForm();
    expect(screen.getByRole('dialog', { name: 'Add Stone' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Thickness' })).toHaveValue('3cm');
    expect(screen.getByRole('combobox', { name: 'Finish' })).toHaveValue('Polished');
    expect(screen.getByRole('textbox', { name: 'Slab Height (in)' })).toHaveValue('63');
    expect(screen.getByRole('textbox', { name: 'Slab Width (in)' })).toHaveValue('126');
    expect(screen.getByRole('textbox', { name: 'Mark Up' })).toHaveValue('1.2');
  });

  it('asks for every required field and sends nothing while one is empty', async () => {
    const { user, network } = renderStoneForm();
    await user.type(screen.getByRole('combobox', { name: 'Brand' }), 'Cambria');
    await user.type(screen.getByRole('combobox', { name: 'Type' }), 'Quartz');
    await user.type(screen.getByRole('textbox', { name: 'Color' }), 'Brittanicca');
    await user.click(screen.getByRole('button', { name: 'Add Stone' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_STONE_MESSAGES.required);
    expect(network.sent).toEqual([]);
  });

  it('adds the stone with its figures as numbers and the blank ones defaulted', async () => {
    const { user, network, onSaved, onOpenChange } = renderStoneForm();
    await user.type(screen.getByRole('combobox', { name: 'Brand' }), 'Cambria');
    await user.type(screen.getByRole('combobox', { name: 'Type' }), 'Quartz');
    await user.type(screen.getByRole('textbox', { name: 'Color' }), 'Brittanicca');
    await user.type(screen.getByRole('textbox', { name: 'Slab Cost ($)' }), '1800');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Finish' }), 'Honed');
    await user.click(screen.getByRole('button', { name: 'Add Stone' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Cambria Brittanicca added'));
    expect(network.to('POST /api/admin/add-stone').map((request) => request.body)).toEqual([
      {
        brand: 'Cambria',
        type: 'Quartz',
        color: 'Brittanicca',
        thickness: '3cm',
        finish: 'Honed',
        slab_height: 63,
        slab_width: 126,
        slab_cost: 1800,
        fab_cost: 0,
        mark_up: 1.2,
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("edits a stone by its id and shows the server's refusal in the form", async () => {
    const { user, network, onSaved } = renderStoneForm(stone({ id: EDITED_STONE_ID }), {
      status: 409,
      json: { success: false, error: ADMIN_STONE_MESSAGES.duplicate },
    });
    expect(screen.getByRole('textbox', { name: 'Color' })).toHaveValue('Pure White');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_STONE_MESSAGES.duplicate);
    expect(network.to('POST /api/admin/update-stone')[0]?.body).toMatchObject({
      id: EDITED_STONE_ID,
      brand: 'Caesarstone',
      color: 'Pure White',
      slab_cost: 1450,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('names a slab cost that is not a number beside its field', async () => {
    const { user, network } = renderStoneForm();
    await user.type(screen.getByRole('combobox', { name: 'Brand' }), 'Cambria');
    await user.type(screen.getByRole('combobox', { name: 'Type' }), 'Quartz');
    await user.type(screen.getByRole('textbox', { name: 'Color' }), 'Brittanicca');
    await user.type(screen.getByRole('textbox', { name: 'Slab Cost ($)' }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Add Stone' }));
    expect(screen.getByRole('textbox', { name: 'Slab Cost ($)' })).toHaveAccessibleDescription(
      ADMIN_STONE_MESSAGES.required,
    );
    expect(network.sent).toEqual([]);
  });
});
