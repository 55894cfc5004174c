import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  ZSendLeadRequest,
  type TFabricationLead,
  type TSendLeadRequest,
} from '@stonetool/contracts/admin-fabrication-leads';
import { leadMessageText, type FabricationLeadStatus } from '@stonetool/domain/fabrication-leads';
import { Alert } from '../../../components/alert';
import { ColumnHeaders, DataTable } from '../../../components/data-table';
import { useStatusMessage } from '../../../lib/use-status-message';
import { Modal, ModalFormButtons } from '../../../components/modal';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import {
  fabricationLeadsQueryOptions,
  sendLeadToFabricator,
  updateLeadStatus,
  useFabricationLeads,
} from './api/fabrication-leads';
import { leadSubject, stonesSummary } from './lead-mail';

const filters = ['all', 'new', 'contacted', 'completed'] as const;
type Filter = (typeof filters)[number];

const statusStyles: Record<FabricationLeadStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  contacted: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Fabrication Leads (spec 03 sections 2, 4, 5 and 8): a status filter with counts, Refresh, the
 * leads table, each lead's details, Mark Contacted and Mark Complete, and the Send Lead to
 * Fabricator modal with its subject and message prefilled.
 */
export function LeadsTab() {
  const leads = useFabricationLeads();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [message, setMessage] = useStatusMessage();
  const [details, setDetails] = useState<TFabricationLead | null>(null);
  const [sending, setSending] = useState<TFabricationLead | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: fabricationLeadsQueryOptions.queryKey });

  async function move(lead: TFabricationLead, status: FabricationLeadStatus) {
    try {
      const moved = await updateLeadStatus({ leadId: lead.id, status });
      setDetails((open) => (open?.id === moved.id ? moved : open));
      setMessage({ tone: 'success', text: `Lead status updated to ${status}` });
    } catch (error) {
      setMessage({
        tone: 'error',
        text:
          error instanceof Error && error.message === 'Failed to update lead status'
            ? error.message
            : 'Error updating lead status',
      });
    }
    await refresh();
  }

  if (leads.isPending) return <p className="text-stone-700">Loading fabrication leads...</p>;
  if (leads.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{leads.error.message}</Alert>
        <button type="button" className="btn btn-secondary" onClick={() => void leads.refetch()}>
          Refresh
        </button>
      </div>
    );
  }

  const count = (status: Filter) =>
    status === 'all' ? leads.data.length : leads.data.filter((lead) => lead.status === status).length;
  const shown = filter === 'all' ? leads.data : leads.data.filter((lead) => lead.status === filter);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Lead status" className="flex flex-wrap gap-2">
          {filters.map((status) => (
            <button
              key={status}
              type="button"
              className={`btn ${filter === status ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
            >
              {status[0]?.toUpperCase()}
              {status.slice(1)} ({count(status)})
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {shown.length === 0 ? (
        <p className="text-stone-700">No fabrication leads found for the selected filter.</p>
      ) : (
        <DataTable
          label="Leads"
          caption="Fabrication leads"
          head={
            <ColumnHeaders
              nowrap
              labels={['Customer', 'Showroom', 'Stones', 'Order Total', 'Status', 'Created', 'Actions']}
            />
          }
        >
          {shown.map((lead) => (
            <tr key={lead.id}>
              <td className="px-3 py-2">
                <div className="font-medium text-stone-900">{lead.customer_name}</div>
                <div className="break-all text-stone-600">{lead.customer_email}</div>
                {lead.customer_phone ? <div className="text-stone-600">{lead.customer_phone}</div> : null}
              </td>
              <td className="px-3 py-2">{lead.showroom_name}</td>
              <td className="px-3 py-2">{stonesSummary(lead)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{usd.format(lead.order_total)}</td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[lead.status]}`}
                >
                  {lead.status}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{day.format(new Date(lead.created_at))}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`View details of ${lead.customer_name}'s lead`}
                    onClick={() => setDetails(lead)}
                  >
                    Details
                  </button>
                  <LeadActions lead={lead} onMove={move} onSend={setSending} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <section aria-labelledby="lead-instructions" className="card p-4 text-sm text-stone-700">
        <h3 id="lead-instructions" className="font-semibold text-stone-900">
          Working a lead
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>A new lead arrives when a client orders stone and asks for fabrication.</li>
          <li>Send it to a fabricator partner: they contact the client within 24-48 hours.</li>
          <li>Mark it complete once the fabricator has taken the job.</li>
        </ol>
      </section>
      {details ? (
        <Modal
          open
          onOpenChange={(open) => !open && setDetails(null)}
          title={`Lead: ${details.customer_name}`}
          size="wide"
        >
          <LeadDetails lead={details} />
          <div className="mt-4 flex flex-wrap gap-2">
            <LeadActions
              lead={details}
              onMove={move}
              onSend={(lead) => {
                setDetails(null);
                setSending(lead);
              }}
            />
          </div>
        </Modal>
      ) : null}
      {sending ? (
        <SendLeadModal
          lead={sending}
          onClose={() => setSending(null)}
          onSent={(text) => {
            setSending(null);
            setMessage({ tone: 'success', text });
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function LeadActions({
  lead,
  onMove,
  onSend,
}: {
  lead: TFabricationLead;
  onMove: (lead: TFabricationLead, status: FabricationLeadStatus) => Promise<void>;
  onSend: (lead: TFabricationLead) => void;
}) {
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => onSend(lead)}>
        Send to Fabricator
      </button>
      {lead.status === 'new' ? (
        <button type="button" className="btn btn-secondary" onClick={() => void onMove(lead, 'contacted')}>
          Mark Contacted
        </button>
      ) : null}
      {lead.status === 'contacted' ? (
        <button type="button" className="btn btn-secondary" onClick={() => void onMove(lead, 'completed')}>
          Mark Complete
        </button>
      ) : null}
    </>
  );
}

function LeadDetails({ lead }: { lead: TFabricationLead }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm text-stone-800">
      <dt className="text-stone-600">Customer</dt>
      <dd>{lead.customer_name}</dd>
      <dt className="text-stone-600">E-mail</dt>
      <dd className="break-all">{lead.customer_email}</dd>
      <dt className="text-stone-600">Phone</dt>
      <dd>{lead.customer_phone ?? '—'}</dd>
      <dt className="text-stone-600">Showroom</dt>
      <dd>{lead.showroom_name}</dd>
      <dt className="text-stone-600">Order</dt>
      <dd>{lead.quote_number ?? '—'}</dd>
      <dt className="text-stone-600">Stones</dt>
      <dd>
        <ul className="space-y-1">
          {lead.stones.map((stone, index) => (
            <li key={index}>
              {stone.brand} {stone.color} ({stone.type}): {stone.pricing}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="text-stone-600">Order Total</dt>
      <dd>{usd.format(lead.order_total)}</dd>
      <dt className="text-stone-600">Status</dt>
      <dd>{lead.status}</dd>
      <dt className="text-stone-600">Sent to</dt>
      <dd>
        {lead.sent_to_fabricator_name
          ? `${lead.sent_to_fabricator_name} (${lead.sent_to_fabricator_email ?? ''})`
          : 'Not sent yet'}
      </dd>
      {lead.notes ? (
        <>
          <dt className="text-stone-600">Notes</dt>
          <dd>{lead.notes}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The Send Lead fields, named as the request names them; the lead comes from the row. */
type SendLeadValues = Omit<TSendLeadRequest, 'leadId'>;

/**
 * Send Lead to Fabricator: the fabricator's e-mail and name, and the prefilled subject and message,
 * checked by the send request's contract one problem at a time (its message when the e-mail or the
 * name is missing first, as spec 03 section 5 words it).
 */
function SendLeadModal({
  lead,
  onClose,
  onSent,
}: {
  lead: TFabricationLead;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const form = useForm<SendLeadValues>({
    resolver: contractResolver(ZSendLeadRequest, (values) => ({ leadId: lead.id, ...values })),
    defaultValues: {
      fabricatorEmail: '',
      fabricatorName: '',
      customSubject: leadSubject(lead),
      customMessage: leadMessageText(lead),
    },
    // The one message stays until the next Send, as before.
    reValidateMode: 'onSubmit',
  });
  const busy = form.formState.isSubmitting;
  const error = Object.values(form.formState.errors)[0]?.message;

  // Not awaited: a refusal is caught here and shown in the dialog, so the promise never rejects.
  const send = form.handleSubmit(async (values) => {
    try {
      await sendLeadToFabricator(ZSendLeadRequest.parse({ leadId: lead.id, ...values }));
      onSent('Lead details sent to fabricator successfully!');
    } catch (failure) {
      form.setError('root', {
        message:
          failure instanceof Error && failure.message === 'Failed to send lead to fabricator'
            ? failure.message
            : 'Error sending lead to fabricator',
      });
    }
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Send Lead to Fabricator" size="wide">
      <form noValidate className="space-y-3" onSubmit={(event) => void send(event)}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <label className="block">
          <span className="field-label">Fabricator Email</span>
          <input type="email" className="field-input" {...form.register('fabricatorEmail')} />
        </label>
        <label className="block">
          <span className="field-label">Fabricator Name</span>
          <input className="field-input" {...form.register('fabricatorName')} />
        </label>
        <label className="block">
          <span className="field-label">Subject</span>
          <input className="field-input" {...form.register('customSubject')} />
        </label>
        <label className="block">
          <span className="field-label">Message</span>
          <textarea className="field-input min-h-32" {...form.register('customMessage')} />
        </label>
        <ModalFormButtons submitLabel="Send Lead" busyLabel="Sending..." busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
