import { useState } from 'react';
import { VIRTUAL_SCROLL_FLAGS, VIRTUAL_SCROLL_KEY } from './virtual-window';

const flagSet = (key: string) => {
  const value = window.localStorage.getItem(key);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
};

/**
 * Virtual scrolling is off by default; its switch shows only when the local flags admin_mode and
 * show_virtual_scroll_toggle are both set (spec 01 section 2). The choice is kept locally.
 */
export function useVirtualScrollSetting(): {
  switchVisible: boolean;
  enabled: boolean;
  setEnabled: (on: boolean) => void;
} {
  const [switchVisible] = useState(() => VIRTUAL_SCROLL_FLAGS.every(flagSet));
  const [enabled, setState] = useState(() => window.localStorage.getItem(VIRTUAL_SCROLL_KEY) === 'true');
  return {
    switchVisible,
    enabled,
    setEnabled: (on) => {
      window.localStorage.setItem(VIRTUAL_SCROLL_KEY, String(on));
      setState(on);
    },
  };
}
