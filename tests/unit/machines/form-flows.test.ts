import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import type { Product } from '../../../src/contract/engagement.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { enquiryFlow } from '../../../src/machines/flows/enquiry/machine.ts';
import { feedbackFlow } from '../../../src/machines/flows/feedback/machine.ts';
import type { Answers } from '../../../src/machines/shared/form/form-spec.ts';
import { productsFlow } from '../../../src/machines/flows/products/machine.ts';
import { walkMachine } from './graph-coverage.ts';

const products: Product[] = [
  {
    id: 'hermetic-storage-bags',
    category: 'storage',
    name: 'Hermetic bags',
    description: 'Airtight.',
    unit: 'bag',
    trial: false,
  },
  {
    id: 'push-pull-starter',
    category: 'planting_material',
    name: 'Push-pull pack',
    description: 'Desmodium.',
    unit: 'pack',
    trial: true,
  },
];
const contact = { name: 'Wanjiru Mwangi', phone_number: '+254712345678', prefilled: 'name,phone_number' };
const created = {
  id: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  reference: 'MIM-4F7K2',
  kind: 'product_interest' as const,
  created_at: '2026-11-23T06:00:00.000Z',
};

function run(
  id: 'products' | 'enquiry' | 'feedback',
  flow: AnyStateMachine,
  options: unknown,
  answers: Answers = {},
) {
  const sent: Answers[] = [];
  const provided = flow.provide({
    actors: {
      load: fromPromise(async () => ({ options, answers })),
      submit: fromPromise(async ({ input }: { input: Answers }) => {
        sent.push(input);
        return created;
      }),
    },
  });
  const actor = createActor(assistantMachine.provide({ actors: { [id]: provided } }), { input: {} }).start();
  const settle = () => waitFor(actor, (state) => !state.children.flow?.getSnapshot().hasTag('busy'));
  const last = () => actor.getSnapshot().context.messages.at(-1)!;
  const key = () => {
    const body = last().body;
    return body.kind === 'text' ? body.text.key : body.kind;
  };
  const send = async (
    event: { type: 'user.choice' | 'user.text'; value: string } | { type: 'user.back' },
  ) => {
    actor.send(event);
    await settle();
  };
  return {
    actor,
    sent,
    key,
    last,
    choose: (value: string) => send({ type: 'user.choice', value }),
    type: (value: string) => send({ type: 'user.text', value }),
    back: () => send({ type: 'user.back' }),
  };
}

describe('form flows', () => {
  it('pre-books a product with the stored contact, asking only what applies', async () => {
    const chat = run('products', productsFlow, products, contact);
    await chat.choose('flow:products');
    expect(chat.key()).toBe('talk:products.ask_product');
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual([
      'hermetic-storage-bags',
      'push-pull-starter',
      'back',
    ]);
    await chat.choose('hermetic-storage-bags');
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual(['prebook', 'interest', 'back']);
    await chat.choose('prebook');
    await chat.type('12');
    await chat.type('Ol Kalou, Nyandarua');
    expect(chat.key()).toBe('talk:products.summary_prebook');
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual([
      'submit',
      'change:0',
      'change:1',
      'change:2',
      'change:4',
      'change:5',
      'change:6',
    ]);
    await chat.choose('submit');
    expect(chat.sent[0]).toMatchObject({
      product: 'hermetic-storage-bags',
      want: 'prebook',
      quantity: '12',
      place: 'Ol Kalou, Nyandarua',
      name: 'Wanjiru Mwangi',
    });
    expect(
      chat.actor
        .getSnapshot()
        .context.messages.at(-2)!
        .quickReplies!.map((r) => r.value),
    ).toEqual(['flow:feedback']);
  });

  it('keeps the answers when going back, and returns to the summary after a change', async () => {
    const chat = run('products', productsFlow, products, {});
    await chat.choose('flow:products');
    await chat.choose('push-pull-starter');
    await chat.choose('trial');
    await chat.type('2.5');
    await chat.back();
    expect(chat.key()).toBe('talk:products.ask_acres');
    await chat.back();
    await chat.choose('trial');
    await chat.type('3');
    await chat.type('Siaya');
    await chat.type('Otieno Ouma');
    await chat.type('0722000111');
    await chat.choose('change:3');
    await chat.type('4');
    expect(chat.key()).toBe('talk:products.summary_trial');
    expect(chat.last().body).toMatchObject({
      text: { params: { acres: '4', place: 'Siaya', name: 'Otieno Ouma' } },
    });
  });

  it('sends an enquiry with e-mail and skips the optional phone', async () => {
    const chat = run('enquiry', enquiryFlow, null, {});
    await chat.choose('flow:enquiry');
    await chat.type('Do you deliver seed to Kitui?');
    await chat.type('farmer@example.org');
    await chat.type('Mutua Kioko');
    await chat.choose('skip');
    expect(chat.key()).toBe('talk:enquiry.summary');
    await chat.choose('submit');
    expect(chat.sent[0]).toEqual({
      message: 'Do you deliver seed to Kitui?',
      email: 'farmer@example.org',
      name: 'Mutua Kioko',
      phone_number: '',
    });
  });

  it('takes feedback with faces and no summary', async () => {
    const chat = run('feedback', feedbackFlow, null);
    await chat.choose('flow:feedback');
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual(['1', '2', '3', '4', '5', 'back']);
    await chat.choose('4');
    await chat.choose('skip');
    expect(chat.sent).toEqual([{ rating: '4', text: '' }]);
    expect(chat.actor.getSnapshot().context.messages.at(-2)!.body).toMatchObject({
      text: { key: 'talk:feedback.thanks' },
    });
  });

  it('reach every state when walked as graphs', () => {
    const events = [
      { type: 'user.text', value: '3' },
      { type: 'user.back' },
      ...['hermetic-storage-bags', 'prebook', 'skip', 'submit', 'retry', 'change:2', '4'].map((value) => ({
        type: 'user.choice',
        value,
      })),
      { type: 'xstate.done.actor.load', output: { options: products, answers: {} } },
      { type: 'xstate.error.actor.load', error: new Error('offline') },
      { type: 'xstate.done.actor.submit', output: created },
      { type: 'xstate.error.actor.submit', error: new Error('offline') },
    ];
    expect(walkMachine(productsFlow, events).unreached).toEqual([]);
    expect(walkMachine(feedbackFlow, events).unreached).toEqual([]);
  });
});
