import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNTING_POPUP } from '@stonetool/contracts/accounting';
import type { AccountingScope } from './api/accounting-scope';
import { startAccountingConnect } from './api/start-accounting-connect';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Connect in a popup (spec 03 sections 4 and 9): an 800×600 window opened at once on the click (so
 * popup blockers let it through), sent to Intuit's authorisation page once the server answers its
 * address, watched every second, and the status read again when it closes.
 */
export function useAccountingPopup(scope: AccountingScope) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(timer.current), []);

  async function connect() {
    setError(null);
    const { width, height, pollMs } = ACCOUNTING_POPUP;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open(
      '',
      'quickbooks-connect',
      `width=${width},height=${height},left=${left},top=${top}`,
    );
    if (!popup) {
      setError(scope.messages.popupBlocked);
      return;
    }
    setWaiting(true);
    try {
      popup.location.href = await startAccountingConnect(scope);
    } catch (failure) {
      popup.close();
      setWaiting(false);
      setError(failure instanceof Error ? failure.message : scope.messages.connectFailed);
      return;
    }
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer.current);
      setWaiting(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountingStatus(scope.key) });
    }, pollMs);
  }

  return { connect, error, waiting };
}
