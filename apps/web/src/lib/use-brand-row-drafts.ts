import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useStatusMessage } from './use-status-message';

/** What a pricing screen says about a save: `entries` names the rows in the partial failure. */
export type BrandRowSaveWords = { saved: string; entries: string; failed: string };

/** The words of the two price screens of a showroom's brands: the admin's wholesale and the owner's own. */
export const PRICING_SAVE_WORDS: BrandRowSaveWords = {
  saved: 'All pricing updated successfully',
  entries: 'pricing entries',
  failed: 'Failed to save pricing',
};

/**
 * The per-brand edits of a pricing screen (one card per brand, one PUT per brand row; spec 03
 * sections 5, 7 and 8): a brand not edited shows what the server has. `saveRows` checks every row it
 * is given first and sends none while one is wrong; `save` answers with the messages of the rows
 * the server refused.
 */
export function useBrandRowDrafts<Draft extends { brand: string }, Request>(
  save: UseMutationResult<string[], Error, readonly Request[]>,
  words: BrandRowSaveWords,
) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [message, setMessage] = useStatusMessage();

  const edit = (draft: Draft) => setDrafts((current) => ({ ...current, [draft.brand]: draft }));
  const discard = () => {
    setDrafts({});
    setMessage(null);
  };
  const saveRows = <Row>(
    rows: readonly Row[],
    rowError: (row: Row) => string | null,
    toRequest: (row: Row) => Request,
  ) => {
    const problem = rows.map(rowError).find((error) => error !== null);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    save.mutate(rows.map(toRequest), {
      onSuccess: (failures) => {
        if (failures.length === 0) {
          setDrafts({});
          setMessage({ tone: 'success', text: words.saved });
        } else {
          setMessage({
            tone: 'error',
            text: `Failed to save ${failures.length} ${words.entries}: ${failures.join('; ')}`,
          });
        }
      },
      onError: () => setMessage({ tone: 'error', text: words.failed }),
    });
  };

  return { drafts, edit, discard, saveRows, message, setMessage };
}
