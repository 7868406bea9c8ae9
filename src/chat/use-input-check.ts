import { useEffect, useState } from 'react';
import type { InputKind, TextRef } from '../conversation/chat-message.ts';

type InputCheck = (kind: InputKind, value: string) => TextRef | null;

let loaded: InputCheck | null = null;
let loading: Promise<InputCheck> | null = null;

/** The checks on typed values (input-rules.ts, with the contract's schemas), fetched once. */
export function loadInputCheck(): Promise<InputCheck> {
  loading ??= import('./input-rules.ts').then(({ validateInput }) => {
    loaded = validateInput;
    return validateInput;
  });
  return loading;
}

/**
 * The checks once they have arrived, and null until then. The composer asks for them once something
 * is typed: a page that only shows its greeting does not spend a slow phone's processor on them.
 */
export function useInputCheck(wanted: boolean): InputCheck | null {
  const [check, setCheck] = useState<InputCheck | null>(() => loaded);
  useEffect(() => {
    if (check || !wanted) return;
    let current = true;
    void loadInputCheck().then((arrived) => current && setCheck(() => arrived));
    return () => {
      current = false;
    };
  }, [check, wanted]);
  return check;
}
