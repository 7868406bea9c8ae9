import { createContext, useContext } from 'react';

/**
 * Lets a card offer the same choices a quick reply does (a pest in a calendar card opens its advice),
 * without threading the conversation's handlers through every card component.
 */
export const ChooseContext = createContext<((value: string, label: string) => void) | null>(null);

export function useChoose() {
  return useContext(ChooseContext);
}
