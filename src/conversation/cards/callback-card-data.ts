import type { CallbackCase, CallbackStatus } from '../../contract/callback.ts';

/** A booking as the chat shows it: before booking (no reference yet) and after, with its status. */
export interface CallbackCardData {
  reference?: string;
  status?: CallbackStatus;
  name: string;
  phone: string;
  channel: 'call' | 'sms';
  language: 'en' | 'sw';
  topic: 'crop_problem' | 'product' | 'complaint' | 'other';
  /** ISO start of the slot; shown on the agronomists' clock in the chat's language. */
  slot: string;
  note?: string;
  case?: CallbackCase | null;
}
