import { Alert } from '../../../components/alert';
import { CardSection } from '../../../components/back-office/card-section';
import { useOrderSettings, useUpdateOrderSettings } from './api/order-settings';

/** The two settings, each a box with its words. */
const switches = [
  [
    'managers_see_all_orders',
    'Managers see every order of the showroom (salespeople always see only their own)',
  ],
  ['order_status_emails', 'E-mail customers when their order is processing, delivered or cancelled'],
] as const;

/**
 * The owner's order settings (issue 21): whether managers read every order or only their own
 * (salespeople always read their own), and whether customers get an e-mail when their order's
 * status changes. Each box saves as it is ticked.
 */
export function OrderSettingsCard() {
  const settings = useOrderSettings();
  const update = useUpdateOrderSettings();
  const current = settings.data;
  return (
    <CardSection title="Orders">
      {settings.isError ? <Alert tone="error">{settings.error.message}</Alert> : null}
      {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
      {current ? (
        <div className="mt-4 space-y-3">
          {switches.map(([key, label]) => (
            <label key={key} className="flex items-start gap-2 text-stone-800">
              <input
                type="checkbox"
                className="mt-1"
                checked={current[key]}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ [key]: event.target.checked })}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      ) : null}
    </CardSection>
  );
}
