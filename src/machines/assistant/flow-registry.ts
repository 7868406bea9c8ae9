import type { AnyStateMachine } from 'xstate';
import type { FlowId } from '../../conversation/flow-choice.ts';
import { adviceFlow } from '../flows/advice/machine.ts';
import { calendarFlow } from '../flows/calendar/machine.ts';
import { blogFlow } from '../flows/blog/machine.ts';
import { callbackFlow } from '../flows/callback/machine.ts';
import { communityFlow } from '../flows/community/machine.ts';
import { enquiryFlow } from '../flows/enquiry/machine.ts';
import { feedbackFlow } from '../flows/feedback/machine.ts';
import { diagnosisFlow } from '../flows/diagnosis/machine.ts';
import { helpFlow } from '../flows/help/machine.ts';
import { myDetailsFlow } from '../flows/my-details/machine.ts';
import { myFarmsFlow } from '../flows/my-farms/machine.ts';
import { fertilizerFlow } from '../flows/fertilizer/machine.ts';
import { historyFlow } from '../flows/history/machine.ts';
import { languageFlow } from '../flows/language/machine.ts';
import { productsFlow } from '../flows/products/machine.ts';
import { startOverFlow } from '../flows/start-over/machine.ts';
import { weatherFlow } from '../flows/weather/machine.ts';

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
  my_farms: myFarmsFlow,
  fertilizer: fertilizerFlow,
  community: communityFlow,
} satisfies Record<FlowId, AnyStateMachine>;
