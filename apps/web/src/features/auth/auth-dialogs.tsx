import { useMemo, useState, type ReactNode } from 'react';
import { AuthDialogsContext, type AuthDialogs } from '../../lib/hand-offs/auth-dialogs';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';

type Props = {
  children: ReactNode;
  /** The URL asks for the login modal (?login=true or /login?redirect=). */
  urlWantsLogin: boolean;
  redirect: string | null;
  /** Takes the login request out of the URL once the modal is closed. */
  onUrlLoginDismissed: () => void;
};

/**
 * The Login and Forgot-password modals, openable from anywhere (header Login, preview Login Now,
 * the Sign In of the authentication-required card) and from the URL.
 */
export function AuthDialogsProvider({ children, urlWantsLogin, redirect, onUrlLoginDismissed }: Props) {
  const [loginOpen, setLoginOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const value = useMemo<AuthDialogs>(() => ({ openLogin: () => setLoginOpen(true) }), []);

  const setLogin = (open: boolean) => {
    setLoginOpen(open);
    if (!open && urlWantsLogin) onUrlLoginDismissed();
  };

  return (
    <AuthDialogsContext.Provider value={value}>
      {children}
      <LoginModal
        open={loginOpen || (urlWantsLogin && !forgotOpen)}
        onOpenChange={setLogin}
        redirect={redirect}
        onForgotPassword={() => {
          setLoginOpen(false);
          setForgotOpen(true);
        }}
      />
      <ForgotPasswordModal
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onBackToLogin={() => {
          setForgotOpen(false);
          setLoginOpen(true);
        }}
      />
    </AuthDialogsContext.Provider>
  );
}
