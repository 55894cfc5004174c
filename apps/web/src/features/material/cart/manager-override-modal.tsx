import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useMaterial } from '../state/material-context';
import type { CartItem } from '../state/material-state';
import { validateDiscount } from './api/validate-discount';
import { answeredDiscount, DISCOUNT_VALIDATION_FAILED } from './discount-check';
import { linePriceDollars } from './line-price';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; item: CartItem; stoneName: string };

/**
 * The manager override (spec 01 sections 2 and 6): an active manager or the owner of the showroom
 * types their password or PIN on the salesperson's tablet; the server records who approved the
 * discount. A refusal shows the server's error (spec 01 section 8).
 */
export function ManagerOverrideModal({ open, onOpenChange, item, stoneName }: Props) {
  const { dispatch } = useMaterial();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setSecret('');
      setError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await validateDiscount({
        stone_id: item.stone.id,
        brand: item.stone.Brand,
        catalog_price: linePriceDollars(item),
        discount_amount: item.discountPercent,
        manager_override: true,
        manager_password: secret,
      });
      if (!answer.valid) {
        setError(answer.error || DISCOUNT_VALIDATION_FAILED);
        return;
      }
      dispatch({
        type: 'cart/discount',
        itemId: item.id,
        patch: { discountValidation: answeredDiscount(answer) },
      });
      close(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : DISCOUNT_VALIDATION_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Manager Override"
      description={`A ${item.discountPercent}% discount on ${stoneName} needs a manager's approval.`}
    >
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label="Manager Password or PIN"
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          requiredMark
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!secret || busy}>
            {busy ? 'Approving...' : 'Approve Discount'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
