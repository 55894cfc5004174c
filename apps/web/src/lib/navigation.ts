import { useSyncExternalStore } from 'react';

/**
 * Routing is the URL's path, query and fragment (spec 01 section 2); no router library. Every
 * in-app move goes through `navigate`, which pushes history and tells subscribers, and the
 * browser's back and forward buttons arrive as popstate.
 */
const NAVIGATE_EVENT = 'stonetool:navigate';

let navigatedInApp = false;

/** True once the user has moved within the app (not on the first page load). */
export function hasNavigatedInApp(): boolean {
  return navigatedInApp;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  navigatedInApp = true;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

/**
 * Leaves the app for another site's page (a payment provider's checkout), which sends the person
 * back to a URL of ours when they are done.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

const markNavigated = () => {
  navigatedInApp = true;
};

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', markNavigated);
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', markNavigated);
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATE_EVENT, listener);
  };
}

const currentHref = () => window.location.href;

/** The current URL; components re-render when it changes. */
export function useHref(): string {
  return useSyncExternalStore(subscribe, currentHref);
}

/** Removes one query parameter and keeps the rest (Switch Mode removes `mode`). */
export function urlWithout(href: string, param: string): string {
  const url = new URL(href);
  url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}
