import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Modal, ModalFormButtons } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useMaterial } from '../state/material-context';
import { cartKey } from '../state/material-state';
import { SAVE_CART_FAILED, useSaveCart } from './api/save-cart';
import {
  cartLinesForServer,
  defaultCartName,
  saveCartProblem,
  ZSaveCartForm,
  type TSaveCartForm,
} from './save-cart-rules';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Save Cart, or Update Cart once the cart has a quote number (spec 01 sections 4 and 5): idle,
 * then saving; on success the quote number is kept so the next save updates the same cart.
 */
export function SaveCartModal({ open, onOpenChange }: Props) {
  const { state, dispatch, showroomId } = useMaterial();
  const client = state.session?.client ?? null;
  const form = useForm<TSaveCartForm>({
    resolver: zodResolver(ZSaveCartForm),
    defaultValues: { cartName: defaultCartName(client) },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCart();
  // Read once when the modal opens: a first save sets the quote, and the title must not change under the result.
  const [updating] = useState(() => state.quote !== null);

  /** The spec's checks in its order: a refused cart name waits behind a missing consultation. */
  const showProblem = (cartName: string) => {
    const found = saveCartProblem(client, cartName, state.cart);
    setProblem(found);
    return found;
  };

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit(
    ({ cartName }) => {
      if (showProblem(cartName) || !client) return;
      // The cart as sent: changes made while it saves are still unsaved afterwards.
      const savedCart = cartKey(state.cart);
      save.mutate(
        {
          showroom_id: showroomId ?? undefined,
          customer_data: {
            first_name: client.firstName.trim(),
            last_name: client.lastName.trim(),
            email: client.email.trim() || null,
            phone: client.phone.trim() || null,
            projectType: client.application || null,
          },
          cart_items: cartLinesForServer(state.cart),
          cart_name: cartName.trim(),
          session_id: state.session?.sessionId ?? null,
          quote_id: state.quote?.quoteId ?? null,
        },
        {
          onSuccess: (answer) =>
            dispatch({
              type: 'quote/set',
              quote: { quoteId: answer.quote_id, quoteNumber: answer.quote_number, savedCart },
            }),
        },
      );
    },
    () => showProblem(form.getValues('cartName')),
  );

  const close = (next: boolean) => {
    if (!next) {
      save.reset();
      setProblem(null);
    } else {
      form.reset({ cartName: defaultCartName(client) });
    }
    onOpenChange(next);
  };

  return (
    <Modal open={open} onOpenChange={close} title={updating ? 'Update Cart' : 'Save Cart'}>
      {save.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">
            {save.data.message} Reference number: {save.data.quote_number}
          </Alert>
          <div className="flex justify-end">
            <button type="button" className="btn btn-primary" onClick={() => close(false)}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {save.isError ? <Alert tone="error">{save.error.message || SAVE_CART_FAILED}</Alert> : null}
          {client ? (
            <p className="text-sm text-stone-700">
              Client: {client.firstName} {client.lastName}
              {client.email ? ` (${client.email})` : ''}
            </p>
          ) : null}
          {state.quote ? (
            <p className="text-sm text-stone-700">Reference number: {state.quote.quoteNumber}</p>
          ) : null}
          <TextField label="Cart Name" maxLength={200} requiredMark {...form.register('cartName')} />
          <ModalFormButtons
            submitLabel={updating ? 'Update Cart' : 'Save Cart'}
            busyLabel="Saving..."
            busy={save.isPending}
            onCancel={() => close(false)}
          />
        </form>
      )}
    </Modal>
  );
}
