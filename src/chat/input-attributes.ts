import { RESET_CODE_LENGTH } from '../contract/reset-code.ts';
import type { InputKind } from '../conversation/chat-message.ts';

/** How the composer's one input is drawn for what the conversation asks: the keyboard, autofill, secrecy. */
export interface InputAttributes {
  /** Attributes that give the right keyboard and let the phone's password manager and SMS autofill help. */
  attributes: {
    type: string;
    inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal';
    autoComplete: string;
    maxLength?: number;
  };
  secret: boolean;
}

// The checks on what is typed (input-rules.ts) carry the contract's schemas; these are drawn at once.
const kinds: Record<InputKind, InputAttributes> = {
  text: { attributes: { type: 'text', autoComplete: 'off' }, secret: false },
  name: { attributes: { type: 'text', autoComplete: 'name' }, secret: false },
  phone: { attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }, secret: false },
  email: { attributes: { type: 'email', inputMode: 'email', autoComplete: 'email' }, secret: false },
  username: { attributes: { type: 'text', autoComplete: 'username' }, secret: false },
  password: { attributes: { type: 'password', autoComplete: 'current-password' }, secret: true },
  new_password: { attributes: { type: 'password', autoComplete: 'new-password' }, secret: true },
  code: {
    attributes: {
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: RESET_CODE_LENGTH,
    },
    secret: false,
  },
  date: { attributes: { type: 'text', autoComplete: 'off', maxLength: 60 }, secret: false },
  place: { attributes: { type: 'search', autoComplete: 'off', maxLength: 80 }, secret: false },
  // Photos come through the photo input; words typed meanwhile (a question, "back") are plain text.
  photo: { attributes: { type: 'text', autoComplete: 'off', maxLength: 200 }, secret: false },
  quantity: {
    attributes: { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 },
    secret: false,
  },
  acres: {
    attributes: { type: 'text', inputMode: 'decimal', autoComplete: 'off', maxLength: 8 },
    secret: false,
  },
};

export function inputAttributes(kind: InputKind): InputAttributes {
  return kinds[kind];
}
