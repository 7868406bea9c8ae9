import type { InputKind, MessageBody, QuickReply } from '../../../conversation/chat-message.ts';
import { BACK, choice, type SayParams } from '../../../conversation/flow-protocol.ts';

/** What a form flow is made of (form-flow.ts turns one into a machine); answers are kept as text. */
export type Answers = Record<string, string>;

/** One question of a form: typed (`input`) or picked from quick replies (`choices`). */
export interface FormQuestion<Options> {
  field: string;
  ask: (answers: Answers, options: Options) => MessageBody;
  input?: { kind: InputKind; label: string };
  choices?: (answers: Answers, options: Options) => QuickReply[];
  /** May be skipped with a quick reply; the answer is then ''. */
  optional?: boolean;
  /** Only asked (and offered for change) when it applies, e.g. a quantity only for a pre-booking. */
  when?: (answers: Answers) => boolean;
  /** Not asked on the way forward because it is known (pre-filled); still changeable from the summary. */
  skip?: (answers: Answers) => boolean;
}

export interface FormSpec<Options, Result> {
  id: string;
  questions: FormQuestion<Options>[];
  /** What the summary says, with "change" for each question; short forms without one are sent at once. */
  summary?: (answers: Answers, options: Options) => MessageBody;
  done: (result: Result, answers: Answers) => SayParams;
  /** What the questions offer (e.g. a catalogue) and answers known already (the stored profile). */
  load: () => Promise<{ options: Options; answers: Answers }>;
  submit: (answers: Answers) => Promise<Result>;
}

const SKIP = choice('skip', 'talk:skip');
const SUBMIT = choice('submit', 'talk:form.submit');

export const applies = <Options>(question: FormQuestion<Options>, answers: Answers) =>
  question.when?.(answers) ?? true;

/** The next question to ask going forward (step 1) or back (-1): past ones that do not apply or are known. */
export function nextIndex<Options>(
  questions: FormQuestion<Options>[],
  answers: Answers,
  from: number,
  step: 1 | -1,
) {
  let index = from + step;
  const skipped = (question: FormQuestion<Options>) =>
    !applies(question, answers) || question.skip?.(answers);
  while (index >= 0 && index < questions.length && skipped(questions[index]!)) index += step;
  return index;
}

/** A question as the chat asks it: its text, its quick replies (with skip and back) and the composer. */
export function questionPrompt<Options>(
  question: FormQuestion<Options>,
  answers: Answers,
  options: Options,
): SayParams {
  const choices = question.choices?.(answers, options) ?? [];
  return {
    body: question.ask(answers, options),
    quickReplies: [...choices, ...(question.optional ? [SKIP] : []), BACK],
    input: question.input
      ? { kind: question.input.kind, label: { key: question.input.label }, optional: question.optional }
      : null,
  };
}

/** The answers read back, with "send" and a "change …" for every question that applies. */
export function summaryPrompt<Options, Result>(
  spec: FormSpec<Options, Result>,
  answers: Answers,
  options: Options,
): SayParams {
  return {
    body: spec.summary!(answers, options),
    quickReplies: [
      SUBMIT,
      ...spec.questions.flatMap((question, index) =>
        applies(question, answers) ? [choice(`change:${index}`, `talk:form.change_${question.field}`)] : [],
      ),
    ],
  };
}
