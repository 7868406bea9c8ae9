import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChatMessage } from '../../../src/conversation/chat-message.ts';
import { buildLibrary } from '../../../src/content/library/build-library.ts';
import type { Pest, PestListItem } from '../../../src/contract/library.ts';
import { assistantMachine, type FlowStart } from '../../../src/machines/assistant/assistant-machine.ts';
import { adviceFlow } from '../../../src/machines/flows/advice/machine.ts';

const { en, sw } = buildLibrary();
export const library: Pest[] = en;
const byAnySlug = (slug: string) => en.find((entry) => entry.slug === slug || entry.aliases.includes(slug));
export const listItems = (crop: string | null): PestListItem[] =>
  en
    .filter((entry) => !crop || entry.crops.includes(crop))
    .map((entry) => ({
      ...entry,
      keywords: [entry, sw[en.indexOf(entry)]!].flatMap((text) => [
        text.name,
        ...text.common_names,
        ...text.words,
      ]),
    }));
export const offline = { isAxiosError: true, code: 'ERR_NETWORK' };

/** The advice flow with the library served from the content files, failing the first `failures` calls. */
export function adviceWithLibrary(failures = 0) {
  let left = failures;
  const calls: string[] = [];
  const flow = adviceFlow.provide({
    actors: {
      loadCandidates: fromPromise(async ({ input }: { input: { crop: string | null } }) => {
        calls.push(`list:${input.crop ?? 'all'}`);
        if (left-- > 0) throw offline;
        return listItems(input.crop);
      }),
      loadEntry: fromPromise(async ({ input }: { input: { slug: string } }) => {
        calls.push(`entry:${input.slug}`);
        if (left-- > 0) throw offline;
        const entry = byAnySlug(input.slug);
        if (!entry)
          throw {
            isAxiosError: true,
            response: { status: 404, data: { detail: 'Not found.', code: 'not_found' } },
          };
        return entry;
      }),
    },
  });
  return { flow, calls };
}

const shown = (message: ChatMessage) => {
  const body = message.body;
  if (body.kind === 'card' && body.card === 'advice') return `card:${body.data.slug}:${body.data.section}`;
  return 'text' in body && typeof body.text === 'object' ? body.text.key : body.kind;
};

/** The whole assistant with the advice flow as given, driven the way the chat drives it. */
export function adviceChat(failures = 0) {
  const { flow, calls } = adviceWithLibrary(failures);
  const actor = createActor(assistantMachine.provide({ actors: { advice: flow } }), { input: {} }).start();
  const settle = () =>
    waitFor(actor, () => !actor.getSnapshot().children.flow?.getSnapshot()?.hasTag('busy'));
  const messages = () =>
    actor.getSnapshot().context.messages.filter((message) => message.sender === 'assistant');
  let seen = messages().length;
  const last = () => messages().at(-1)!;
  return {
    calls,
    last,
    said() {
      const fresh = messages().slice(seen).map(shown);
      seen = messages().length;
      return fresh;
    },
    replies: () => (last().quickReplies ?? []).map((reply) => reply.value),
    async tap(value: string) {
      actor.send({ type: 'user.choice', value });
      await settle();
    },
    async type(value: string) {
      actor.send({ type: 'user.text', value });
      await settle();
    },
    back: () => actor.send({ type: 'user.back' }),
    /** A flow started the way a hand-over or a reload starts it, with its input. */
    async start(start: FlowStart) {
      actor.send({ type: 'assistant.resume', start });
      await settle();
    },
    activeFlow: () => actor.getSnapshot().context.activeFlow,
    flowContext: () => actor.getSnapshot().children.flow?.getSnapshot()?.context as Record<string, unknown>,
  };
}
