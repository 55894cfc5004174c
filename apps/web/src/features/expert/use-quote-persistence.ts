import { EMAIL_NEEDS_CUSTOMER, PDF_NEEDS_ESTIMATES } from '@stonetool/contracts/quotes';
import { isBasicEmail } from '@stonetool/domain/email';
import { hasNameAndEmail } from '@stonetool/domain/estimate/quote-customer';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch } from 'react';
import { QUOTE_ACCEPTED_LOCKED } from '@stonetool/contracts/quote-links';
import { ApiError } from '../../lib/api-error';
import { mayReplaceUnsavedWork } from '../../lib/confirm-replace';
import { queryKeys } from '../../lib/query-keys';
import { saveFile } from '../../lib/save-file';
import {
  EMAIL_FAILED,
  LOAD_FAILED,
  PDF_FAILED,
  SAVE_FAILED,
  emailQuote,
  generateQuotePdf,
  loadQuote,
  saveQuote,
} from './api/quotes';
import { EMPTY_CONTACT, INVALID_EMAIL_MESSAGE, type ContactForm } from './contact-information-card';
import { DEFAULT_SETTINGS, newGroup, newId, newProduct } from './estimator-model';
import {
  draftOf,
  freshEstimate,
  snapshotOf,
  type EstimatorAction,
  type EstimatorState,
} from './estimator-state';
import {
  blankDraft,
  hasUnsavedWork,
  workKey,
  writeExpertDraft,
  type DraftContact,
  type ExpertDraft,
} from './expert-draft';
import { customerDataOf, quoteDataOf, snapshotOfSavedQuote } from './quote-data';
import {
  deleteSavedQuote,
  storeSavedQuote,
  userInfoOf,
  type SavedQuote,
  type UserInfo,
} from './saved-quotes';
import type { Toaster } from './toast';
import { messageOf } from './toast-rules';

/** Asked (browser confirm, spec 02 section 8) before Load Quote or New Client replaces unsaved work. */
export const REPLACE_UNSAVED_WORK = 'This estimate has unsaved changes. Discard them?';

/** Asked when a save meets a quote the client accepted: the changes go to a new, linked quote. */
export const saveAsRevisionQuestion = (quoteNumber: string) =>
  `The client accepted quote ${quoteNumber}, so it is locked as signed. Save as revision: your changes become a new quote linked to ${quoteNumber}, and the client's link says it was superseded.`;

/** The contact card's fields for a quote's customer; none leaves the card empty. */
/** The pieces a saved quote's total leaves out: "1 piece not priced (Island: Price on request)". */
export const notPricedList = (reasons: readonly string[]) =>
  `${reasons.length} ${reasons.length === 1 ? 'piece' : 'pieces'} not priced (${reasons.join('; ')})`;

const contactOf = (user: UserInfo | null): DraftContact =>
  user
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }
    : EMPTY_CONTACT;

/**
 * The estimate kept and shared (spec 02 sections 2 and 5): the draft kept in local storage at every
 * change, Save Quote, Load Quote (a server quote or a local one), New Client, the local saved-quotes
 * list, Generate PDF and Email Quote. Unsaved work is replaced only after the user agrees, and a
 * page left with it asks first.
 */
export function useQuotePersistence({
  state,
  dispatch,
  contact,
  showroomId,
  draftOwner,
  canSave,
  toast,
}: {
  state: EstimatorState;
  dispatch: Dispatch<EstimatorAction>;
  contact: ContactForm;
  showroomId: string | null;
  /** Whose draft the estimate is kept as; null keeps nothing (the preview). */
  draftOwner: string | null;
  /** Signed in and not the read-only preview. */
  canSave: boolean;
  toast: Toaster;
}) {
  const [saveOpen, setSaveOpen] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();

  const contactValues = (): DraftContact => ({ ...EMPTY_CONTACT, ...contact.getValues() });
  const draft = draftOf(state, { ...EMPTY_CONTACT, ...contact.watch() });
  const unsaved = canSave && hasUnsavedWork(draft);
  const estimate = freshEstimate(state);

  // Every change is kept at once, so a reload or a move to another mode a moment later loses nothing.
  useEffect(() => {
    if (draftOwner) writeExpertDraft(window.localStorage, draftOwner, draft);
  });

  useEffect(() => {
    if (!unsaved) return;
    const askBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, [unsaved]);

  /** Load Quote and New Client replace the estimate: unsaved work only after the user agrees. */
  const mayReplaceWork = () => mayReplaceUnsavedWork(unsaved, REPLACE_UNSAVED_WORK);

  const contactUser = (): UserInfo => userInfoOf(contactValues());

  /** Saves over the current quote, or with `revisionOf` as a new quote revising that accepted one. */
  const persist = async (user: UserInfo, revisionOf?: string) => {
    const work = snapshotOf(state);
    const saved = await saveQuote({
      ...(showroomId ? { showroom_id: showroomId } : {}),
      ...(revisionOf
        ? { revision_of: revisionOf }
        : state.current
          ? { quote_id: state.current.serverId }
          : {}),
      customer_data: customerDataOf(user),
      quote_data: quoteDataOf(work, estimate),
    });
    const localId = (revisionOf ? undefined : state.current?.localId) ?? newId();
    dispatch({
      type: 'quote/saved',
      current: {
        serverId: saved.id,
        quoteNumber: saved.quote_number,
        localId,
        revisionOf: saved.revision_of ?? null,
      },
      baseline: workKey(work, user, state.paste.text),
      savedQuotes: storeSavedQuote(window.localStorage, {
        id: localId,
        name: `Quote ${saved.quote_number}`,
        date: new Date().toISOString(),
        userInfo: user,
        products: state.products,
        groups: state.groups,
        entryMode: state.entryMode,
        settings: state.settings,
        serverQuoteId: saved.id,
        quoteNumber: saved.quote_number,
        revisionOf: saved.revision_of ?? null,
      }),
    });
    const what = revisionOf
      ? `Revision ${saved.quote_number} saved; quote ${state.current?.quoteNumber ?? ''} stays as the client accepted it`
      : `Quote ${saved.quote_number} saved`;
    // Saved, but its total leaves pieces out: no green check, and each piece is named.
    if (saved.not_priced.length > 0)
      toast.error(`${what}, but its total leaves out ${notPricedList(saved.not_priced)}`);
    else toast.success(`✓ ${what}`);
  };

  /**
   * Saving over a quote the client accepted is refused (409, the quote is locked): Save as revision
   * is offered instead, a new quote number linked to the accepted one. Declining keeps nothing
   * and says why.
   */
  const persistOrRevise = async (user: UserInfo) => {
    try {
      await persist(user);
    } catch (error) {
      const current = state.current;
      const locked =
        error instanceof ApiError && error.status === 409 && error.message === QUOTE_ACCEPTED_LOCKED;
      if (!locked || !current) throw error;
      if (!window.confirm(saveAsRevisionQuestion(current.quoteNumber))) throw error;
      await persist(user, current.serverId);
    }
  };

  const onSaveQuote = () => {
    const user = contactUser();
    if (!hasNameAndEmail(customerDataOf(user))) {
      setSaveOpen(true);
      return;
    }
    if (!isBasicEmail(user.email)) {
      // The contact card shows the field's message; the toast says why nothing was saved.
      void contact.trigger('email');
      toast.error(`❌ ${INVALID_EMAIL_MESSAGE}`);
      return;
    }
    persistOrRevise(user).catch((error: unknown) => toast.error(`❌ ${messageOf(error, SAVE_FAILED)}`));
  };

  /** Save Quote's modal: the customer it asked for is saved with the quote and fills the contact card. */
  const onSaveWithCustomer = async (user: UserInfo) => {
    await persistOrRevise(user);
    contact.reset(contactOf(user));
  };

  /**
   * Puts a loaded quote or a new estimate in place of the form, as saved work; a quote's results
   * are computed again, so they and its PDF are ready without a second Calculate.
   */
  const restore = (next: Pick<ExpertDraft, 'snapshot' | 'contact' | 'current'>, withResults: boolean) => {
    dispatch({ type: 'work/restore', ...next, withResults });
    contact.reset(next.contact);
  };

  const onNewClient = () => {
    if (mayReplaceWork()) restore(blankDraft(), false);
  };

  const onLoadServerQuote = async (id: string) => {
    if (!mayReplaceWork()) return;
    setLoadingId(id);
    setLoadError(null);
    try {
      const quote = await loadQuote(id);
      const customer = quote.customer;
      const local = state.savedQuotes.find((saved) => saved.serverQuoteId === quote.id);
      restore(
        {
          snapshot: snapshotOfSavedQuote(quote),
          contact: contactOf(
            customer
              ? userInfoOf({
                  firstName: customer.first_name,
                  lastName: customer.last_name,
                  email: customer.email ?? '',
                  phone: customer.phone ?? '',
                })
              : null,
          ),
          current: {
            serverId: quote.id,
            quoteNumber: quote.quote_number,
            localId: local?.id ?? newId(),
            revisionOf: quote.revision_of ?? null,
          },
        },
        true,
      );
      setLoadOpen(false);
      // The client may have answered, or the job moved on, since the quote's progress was last read.
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.progress(quote.id) });
      toast.success(`✓ Quote ${quote.quote_number} loaded`);
    } catch {
      setLoadError(LOAD_FAILED);
    } finally {
      setLoadingId(null);
    }
  };

  const onLoadLocalQuote = (saved: SavedQuote) => {
    if (!mayReplaceWork()) return;
    restore(
      {
        snapshot: {
          entryMode: saved.entryMode ?? 'standard',
          products: saved.products.length > 0 ? saved.products : [newProduct()],
          groups: saved.groups && saved.groups.length > 0 ? saved.groups : [newGroup(1)],
          settings: { ...DEFAULT_SETTINGS, ...saved.settings },
        },
        contact: contactOf(saved.userInfo),
        current:
          saved.serverQuoteId && saved.quoteNumber
            ? {
                serverId: saved.serverQuoteId,
                quoteNumber: saved.quoteNumber,
                localId: saved.id,
                revisionOf: saved.revisionOf ?? null,
              }
            : null,
      },
      true,
    );
    toast.success(`✓ ${saved.name} loaded`);
  };

  const onDeleteLocalQuote = (quote: SavedQuote) => {
    if (window.confirm(`Delete ${quote.name}?`))
      dispatch({ type: 'saved-quotes/set', savedQuotes: deleteSavedQuote(window.localStorage, quote.id) });
  };

  const onGeneratePdf = async () => {
    if (!estimate) return toast.error(`❌ ${PDF_NEEDS_ESTIMATES}`);
    toast.loading('Generating PDF...');
    try {
      const { blob, quoteNumber } = await generateQuotePdf({
        ...(state.current ? { quote_id: state.current.serverId } : {}),
        customer_data: customerDataOf(contactUser()),
        quote_data: quoteDataOf(snapshotOf(state), estimate),
      });
      // The server numbers every PDF (a saved quote by its own number); the name only follows it.
      saveFile(`quote-${quoteNumber ?? state.current?.quoteNumber ?? 'draft'}.pdf`, blob);
      toast.success('✓ PDF downloaded');
    } catch (error) {
      toast.error(`❌ ${messageOf(error, PDF_FAILED)}`);
    }
  };

  const onEmailQuote = async () => {
    const user = contactUser();
    if (!hasNameAndEmail(customerDataOf(user))) return toast.error(`❌ ${EMAIL_NEEDS_CUSTOMER}`);
    if (!estimate) return toast.error(`❌ ${PDF_NEEDS_ESTIMATES}`);
    setSending(true);
    toast.loading('Sending quote...');
    try {
      const sent = await emailQuote({
        ...(state.current ? { quote_id: state.current.serverId } : {}),
        customer_data: customerDataOf(user),
        quote_data: quoteDataOf(snapshotOf(state), estimate),
      });
      toast.success(`✓ Quote emailed to ${sent.to}`);
    } catch (error) {
      toast.error(`❌ ${messageOf(error, EMAIL_FAILED)}`);
    } finally {
      setSending(false);
    }
  };

  const onLoadQuote = () => {
    setLoadError(null);
    setLoadOpen(true);
  };

  return {
    unsaved,
    customerEmail: draft.contact.email,
    contactValues,
    saveModal: { open: saveOpen, onOpenChange: setSaveOpen, onSave: onSaveWithCustomer },
    loadModal: {
      open: loadOpen,
      onOpenChange: setLoadOpen,
      onLoad: (id: string) => void onLoadServerQuote(id),
      loadingId,
      loadError,
    },
    sending,
    onSaveQuote,
    onLoadQuote,
    onNewClient,
    onLoadLocalQuote,
    onDeleteLocalQuote,
    onGeneratePdf,
    onEmailQuote,
  };
}
