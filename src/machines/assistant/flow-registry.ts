import type { AnyStateMachine } from 'xstate';
import type { FlowId } from '../../conversation/flow-choice.ts';
import { adviceFlow } from './flows/advice-flow.ts';
import { calendarFlow } from './flows/calendar-flow.ts';
import { blogFlow } from './flows/blog-flow.ts';
import { callbackFlow } from './flows/callback-flow.ts';
import { enquiryFlow } from './flows/enquiry-flow.ts';
import { feedbackFlow } from './flows/feedback-flow.ts';
import { diagnosisFlow } from './flows/diagnosis-flow.ts';
import { helpFlow } from './flows/help-flow.ts';
import { myDetailsFlow } from '../flows/my-details/machine.ts';
import { historyFlow } from './flows/history-flow.ts';
import { languageFlow } from './flows/language-flow.ts';
import { productsFlow } from './flows/products-flow.ts';
import { startOverFlow } from './flows/start-over-flow.ts';
import { weatherFlow } from './flows/weather-flow.ts';

/** The machine behind each flow id; the assistant spawns the one the user chose as its child `flow`. */
export const flowMachines = {
  help: helpFlow,
  language: languageFlow,
  start_over: startOverFlow,
  callback: callbackFlow,
  products: productsFlow,
  enquiry: enquiryFlow,
  feedback: feedbackFlow,
  blog: blogFlow,
  calendar: calendarFlow,
  weather: weatherFlow,
  advice: adviceFlow,
  diagnosis: diagnosisFlow,
  history: historyFlow,
  my_details: myDetailsFlow,
} satisfies Record<FlowId, AnyStateMachine>;
