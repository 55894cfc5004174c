import { createContext, useContext } from 'react';

/**
 * The Login modal, opened from screens of other features (the preview's Login Now, the public
 * header's Login): the auth feature provides it at the app's root through AuthDialogsProvider.
 */
export type AuthDialogs = { openLogin: () => void };

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error('useAuthDialogs must be used inside AuthDialogsProvider');
  return dialogs;
}
