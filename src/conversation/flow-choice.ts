/**
 * The flows by name, and the quick-reply value that starts one. The views put such values on buttons
 * (a calendar task's "advice on this pest"), the assistant's catalogue reads them back.
 */
export type FlowId =
  | 'help'
  | 'language'
  | 'start_over'
  | 'callback'
  | 'products'
  | 'enquiry'
  | 'feedback'
  | 'blog'
  | 'calendar'
  | 'weather'
  | 'advice'
  | 'diagnosis'
  | 'history'
  | 'my_details'
  | 'my_farms'
  | 'fertilizer'
  | 'community';

export const FLOW_CHOICE_PREFIX = 'flow:';

/** A quick-reply value that starts a flow, with its input when it has one (the advice on one slug). */
export function flowChoice(id: FlowId, input?: Record<string, string>): string {
  const query = input ? `?${new URLSearchParams(input).toString()}` : '';
  return `${FLOW_CHOICE_PREFIX}${id}${query}`;
}
