import type { TOrderStatus, TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import { Modal } from '../../../components/modal';
import { ORDER_STATUS_LABELS } from '../../../components/back-office/orders/order-format';

/**
 * Asks before an order becomes delivered or cancelled: those statuses are final (spec 03 section 4),
 * so a slip of the dropdown could not be taken back.
 */
export function FinalStatusDialog({
  change,
  onConfirm,
  onClose,
}: {
  change: { order: TShowroomOrder; status: TOrderStatus } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!change) return null;
  const label = ORDER_STATUS_LABELS[change.status];
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Mark order ${change.order.quote_number} as ${label}?`}
      description="This cannot be undone: the order's status can no longer be changed afterwards."
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Keep {ORDER_STATUS_LABELS[change.order.status]}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          Mark as {label}
        </button>
      </div>
    </Modal>
  );
}
