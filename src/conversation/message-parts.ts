import type { MessageBody, QuickReply, TextRef } from './chat-message.ts';

export const BACK: QuickReply = { value: 'back', label: { key: 'chat:back' } };
/** Leaves the running flow for the main menu; the conversation reads it, never a flow. */
export const MENU: QuickReply = { value: 'menu', label: { key: 'chat:menu' } };

export const text = (key: string, params?: TextRef['params']): MessageBody => ({
  kind: 'text',
  text: { key, params },
});

export const choice = (value: string, key: string): QuickReply => ({ value, label: { key } });
