import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { TargetsPanel, type TargetMetricName } from './targets-panel';

const METRICS = [
  { metric: 'revenue', label: 'Revenue' },
  { metric: 'orders', label: 'Orders' },
  { metric: 'conversion', label: 'Conversion' },
] as const;

function renderPanel(
  onSave = vi.fn<(metric: TargetMetricName, value: number) => Promise<void>>(async () => {}),
) {
  const view = renderSignedIn(
    <TargetsPanel
      metrics={METRICS}
      targets={{}}
      suggestions={{ revenue: 25000 }}
      canEdit
      saving={false}
      onSave={onSave}
    />,
  );
  return { ...view, onSave };
}

describe('the targets panel', () => {
  it('starts Set Target at the suggestion and saves the value typed', async () => {
    const { user, onSave } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Set Revenue target' }));
    const field = screen.getByRole('spinbutton', { name: 'Revenue target' });
    expect(field).toHaveValue(25000);
    await user.clear(field);
    await user.paste('30000.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('revenue', 30000.5);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it("names an empty value, a conversion above 100 and a part order with the save contract's rules", async () => {
    const { user, onSave } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Set Conversion target' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target value must be a number')).toHaveAttribute('role', 'alert');
    await user.type(screen.getByRole('spinbutton', { name: 'Conversion target' }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conversion target must be 0 to 100')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Set Orders target' }));
    await user.click(screen.getByRole('spinbutton', { name: 'Orders target' }));
    // Pasted whole: jsdom empties a number field holding '2.' while it is typed.
    await user.paste('2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Orders target must be a whole number')).toHaveAttribute('role', 'alert');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the row", async () => {
    const { user } = renderPanel(vi.fn(() => Promise.reject(new Error('Not allowed to set targets'))));
    await user.click(screen.getByRole('button', { name: 'Set Orders target' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Orders target' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not allowed to set targets')).toHaveAttribute('role', 'alert');
  });
});
