import 'i18next';
import type advice from '../../../locales/en/advice.json';
import type assistant from '../../../locales/en/assistant.json';
import type auth from '../../../locales/en/auth.json';
import type calendar from '../../../locales/en/calendar.json';
import type chat from '../../../locales/en/chat.json';
import type common from '../../../locales/en/common.json';
import type community from '../../../locales/en/community.json';
import type diagnosis from '../../../locales/en/diagnosis.json';
import type errors from '../../../locales/en/errors.json';
import type farms from '../../../locales/en/farms.json';
import type places from '../../../locales/en/places.json';
import type privacy from '../../../locales/en/privacy.json';
import type staff from '../../../locales/en/staff.json';
import type talk from '../../../locales/en/talk.json';
import type weather from '../../../locales/en/weather.json';

// English is the reference language: keys used in code are checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      advice: typeof advice;
      assistant: typeof assistant;
      auth: typeof auth;
      calendar: typeof calendar;
      chat: typeof chat;
      common: typeof common;
      community: typeof community;
      diagnosis: typeof diagnosis;
      errors: typeof errors;
      farms: typeof farms;
      places: typeof places;
      privacy: typeof privacy;
      staff: typeof staff;
      talk: typeof talk;
      weather: typeof weather;
    };
  }
}
