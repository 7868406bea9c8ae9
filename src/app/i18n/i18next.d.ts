import 'i18next';
import type assistant from '../../../locales/en/assistant.json';
import type auth from '../../../locales/en/auth.json';
import type chat from '../../../locales/en/chat.json';
import type common from '../../../locales/en/common.json';
import type errors from '../../../locales/en/errors.json';
import type privacy from '../../../locales/en/privacy.json';

// English is the reference language: keys used in code are checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      assistant: typeof assistant;
      auth: typeof auth;
      chat: typeof chat;
      common: typeof common;
      errors: typeof errors;
      privacy: typeof privacy;
    };
  }
}
