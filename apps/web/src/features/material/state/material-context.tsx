import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
import type { TStone } from '@stonetool/contracts/stones';
import { mayReplaceUnsavedWork } from '../../../lib/confirm-replace';
import {
  hasUnsavedCart,
  INITIAL_MATERIAL_STATE,
  materialReducer,
  type MaterialAction,
  type MaterialState,
  type MaterialView,
  REPLACE_UNSAVED_CART,
} from './material-state';
import { storageOwner } from '../../../lib/storage-owner';
import {
  cleanMaterialStorage,
  loadMaterialState,
  MATERIAL_CLEANUP_INTERVAL_MS,
  removeClientDraft,
  saveMaterialState,
} from './material-storage';

/**
 * Material Mode state for React. `useMaterial()` gives the state, the raw `dispatch` (actions
 * listed in material-state.ts) and helpers that stamp ids and times. `owner` scopes what is kept
 * in local storage (see material-storage.ts); `persist` is false in the read-only preview.
 */
export type MaterialContextValue = {
  state: MaterialState;
  dispatch: Dispatch<MaterialAction>;
  /** Scopes the keys of this showroom user in local storage (client drafts use it too). */
  owner: string;
  showroomId: string | null;
  addToCart: (stone: TStone, quantity?: number) => void;
  toggleCompare: (stone: TStone) => void;
  viewStone: (stone: TStone) => void;
  setView: (view: MaterialView) => void;
  /**
   * Clears session, cart, comparison, quote number and client draft, and reopens the consultation
   * dialog; a cart with unsaved changes only after the person agrees.
   */
  newClient: () => void;
};

const MaterialContext = createContext<MaterialContextValue | null>(null);

const nowIso = () => new Date().toISOString();

type Props = {
  showroomId: string | null;
  userEmail: string;
  persist: boolean;
  children: ReactNode;
};

export function MaterialProvider({ showroomId, userEmail, persist, children }: Props) {
  const owner = storageOwner(showroomId, userEmail);
  const [state, dispatchToReducer] = useReducer(materialReducer, owner, (key) =>
    persist
      ? loadMaterialState(window.localStorage, key, Date.now())
      : { ...INITIAL_MATERIAL_STATE, consultationDialogOpen: false },
  );

  const dispatch = useCallback<Dispatch<MaterialAction>>(
    (action) => {
      // The next client starts from an empty form, not from a draft of the last one.
      if (persist && action.type === 'consultation/new-client') removeClientDraft(window.localStorage);
      dispatchToReducer(action);
    },
    [persist],
  );

  useEffect(() => {
    if (persist) saveMaterialState(window.localStorage, owner, state, Date.now());
  }, [persist, owner, state]);

  useEffect(() => {
    if (!persist) return;
    const clean = () => cleanMaterialStorage(window.localStorage, Date.now());
    clean();
    const timer = window.setInterval(clean, MATERIAL_CLEANUP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [persist]);

  const value = useMemo<MaterialContextValue>(
    () => ({
      state,
      dispatch,
      owner,
      showroomId,
      addToCart: (stone, quantity) =>
        dispatch({ type: 'cart/add', stone, quantity, id: crypto.randomUUID(), now: nowIso() }),
      toggleCompare: (stone) => dispatch({ type: 'compare/toggle', stone, now: nowIso() }),
      viewStone: (stone) => dispatch({ type: 'stone/viewed', stoneId: stone.id, now: nowIso() }),
      setView: (view) => dispatch({ type: 'view/set', view }),
      newClient: () => {
        if (mayReplaceUnsavedWork(hasUnsavedCart(state), REPLACE_UNSAVED_CART))
          dispatch({ type: 'consultation/new-client' });
      },
    }),
    [state, dispatch, owner, showroomId],
  );
  return <MaterialContext value={value}>{children}</MaterialContext>;
}

export function useMaterial(): MaterialContextValue {
  const value = use(MaterialContext);
  if (!value) throw new Error('useMaterial needs a MaterialProvider above it');
  return value;
}
