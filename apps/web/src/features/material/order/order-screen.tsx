import { Alert } from '../../../components/alert';
import { PageMain } from '../../../components/page-main';
import { PendingDiscountCheck } from '../cart/pending-discount-check';
import { useMaterial } from '../state/material-context';
import { MissingFieldsDialog } from './missing-fields-dialog';
import {
  CustomerFieldset,
  DeliveryFieldset,
  FabricationFieldset,
  OrderDetailsFieldset,
  SalesTaxFieldset,
} from './order-fieldsets';
import { OrderSummaryPanel } from './order-summary-panel';
import { useOrderForm } from './use-order-form';
import { useOrderPricing } from './use-order-pricing';
import { usePlaceOrder } from './use-place-order';

/**
 * The order (checkout) view of Material Mode (spec 01 sections 2, 4, 5 and 8): the summary, the
 * customer form with the e-mail lookup, order details, delivery or will call, tax options, the
 * fabrication lead option, and Submit Material Order.
 */
export function OrderScreen() {
  const { state, dispatch, showroomId } = useMaterial();
  const orderForm = useOrderForm({ client: state.session?.client, showroomId });
  const { form, values } = orderForm;
  const willCall = values.details.deliveryMethod === 'will_call';
  const pricing = useOrderPricing({
    isDelivery: values.details.deliveryMethod === 'delivery',
    salesTaxChoice: orderForm.salesTaxChoice,
  });
  const order = usePlaceOrder(pricing);
  // The order is built from the form's own text, not the schema's parsed copy of it. A form the
  // contract refuses still lists its blank required fields; a filled one it refuses (a malformed
  // e-mail) shows the contract's message beside the field.
  const submit = form.handleSubmit(
    () => order.placeOrder(form.getValues()),
    () => void order.showBlocked(form.getValues()),
  );

  return (
    <PageMain className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => dispatch({ type: 'view/back-from-order' })}
        >
          {state.cart.length > 0 ? 'Back to Cart' : 'Back to Catalog'}
        </button>
      </div>
      {state.quote ? (
        <p className="mt-1 text-sm text-stone-700">Reference number: {state.quote.quoteNumber}</p>
      ) : null}
      {state.cart.map((item) => (
        <PendingDiscountCheck key={item.id} item={item} />
      ))}

      <form
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        noValidate
        aria-busy={order.submitting || undefined}
        onSubmit={(event) => void submit(event)}
      >
        <div className="min-w-0 space-y-6">
          <CustomerFieldset form={form} />
          <OrderDetailsFieldset form={form} />
          <DeliveryFieldset
            form={form}
            willCall={willCall}
            sameAsCustomerAddress={values.details.sameAsCustomerAddress}
            onSameAsCustomerAddress={orderForm.setSameAsCustomerAddress}
          />
          <SalesTaxFieldset
            taxRatePercent={pricing.taxRatePercent}
            includeSalesTax={pricing.includeSalesTax}
            onIncludeSalesTax={orderForm.setIncludeSalesTax}
          />
          <FabricationFieldset
            form={form}
            needsFabricationLead={values.details.needsFabricationLead}
            ranges={pricing.fabricationRanges}
          />
        </div>

        <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <OrderSummaryPanel
            lines={pricing.lines}
            totals={pricing.totals}
            taxRatePercent={pricing.taxRatePercent}
            includeSalesTax={pricing.includeSalesTax}
            showDelivery={!willCall}
            delivery={pricing.delivery}
            deliveryLoading={pricing.deliveryLoading}
          />
          {order.failure ? (
            <Alert tone="error">
              <p>{order.failure.message}</p>
              {order.failure.reason ? <p className="mt-1">{order.failure.reason}</p> : null}
            </Alert>
          ) : null}
          {pricing.taxLoading ? (
            <p role="status" className="text-sm text-stone-700">
              Loading the showroom&apos;s sales tax...
            </p>
          ) : null}
          {/* Sent before the tax is known, the order's total would leave it out, and the server
              would refuse it as a changed price. */}
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={order.submitting || pricing.taxLoading}
          >
            {order.submitting ? 'Processing...' : 'Submit Material Order'}
          </button>
        </div>
      </form>

      <MissingFieldsDialog
        missing={order.missing}
        open={order.missingOpen}
        onOpenChange={order.setMissingOpen}
      />
    </PageMain>
  );
}
