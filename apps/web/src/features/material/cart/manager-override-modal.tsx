import { zodResolver } from '@hookform/resolvers/zod';
import { ZValidateDiscountRequest } from '@stonetool/contracts/pricing';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Modal, ModalFormButtons } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useMaterial } from '../state/material-context';
import type { CartItem } from '../state/material-state';
import { validateDiscount } from './api/validate-discount';
import { answeredDiscount, DISCOUNT_VALIDATION_FAILED } from './discount-check';
import { linePriceDollars } from './line-price';

/** The manager's password or PIN, as POST /api/showroom/validate-discount takes it. */
const ZOverrideForm = z.object({ secret: ZValidateDiscountRequest.shape.manager_password.unwrap().min(1) });
type TOverrideForm = z.infer<typeof ZOverrideForm>;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; item: CartItem; stoneName: string };

/**
 * The manager override (spec 01 sections 2 and 6): an active manager or the owner of the showroom
 * types their password or PIN on the salesperson's tablet; the server records who approved the
 * discount. A refusal shows the server's error (spec 01 section 8).
 */
export function ManagerOverrideModal({ open, onOpenChange, item, stoneName }: Props) {
  const { dispatch } = useMaterial();
  const form = useForm<TOverrideForm>({
    resolver: zodResolver(ZOverrideForm),
    defaultValues: { secret: '' },
  });
  const secret = useWatch({ control: form.control, name: 'secret' });
  const busy = form.formState.isSubmitting;
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setError(null);
    }
    onOpenChange(next);
  };

  // handleSubmit's promise never rejects here: a refused or failed approval is caught below.
  const onSubmit = form.handleSubmit(async ({ secret: password }) => {
    setError(null);
    try {
      const answer = await validateDiscount({
        stone_id: item.stone.id,
        brand: item.stone.Brand,
        catalog_price: linePriceDollars(item),
        discount_amount: item.discountPercent,
        manager_override: true,
        manager_password: password,
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
    }
  });

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
          requiredMark
          {...form.register('secret')}
        />
        <ModalFormButtons
          submitLabel="Approve Discount"
          busyLabel="Approving..."
          busy={busy}
          disabled={!secret}
          onCancel={() => close(false)}
        />
      </form>
    </Modal>
  );
}
