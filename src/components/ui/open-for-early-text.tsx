import { useContext, useLayoutEffect, useRef } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/**
 * Inside a react-aria ComboBox that replaced a still field (the header search, home's search card):
 * text typed there before is a search already asked, so its matches open once. In the commit that
 * mounts it, before the input takes the focus: opened by the focus first, a focus-triggered list would
 * show every option instead of the matches.
 */
export function OpenForEarlyText({ text }: { text: string }) {
  const state = useContext(ComboBoxStateContext);
  const asked = useRef(text.trim() !== '');
  useLayoutEffect(() => {
    if (!asked.current || !state) return;
    asked.current = false;
    state.open(null, 'input');
  }, [state]);
  return null;
}
