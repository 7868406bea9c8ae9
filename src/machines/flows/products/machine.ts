import {
  chatLanguage,
  fetchProducts,
  sendProductInterest,
  sendTrialRequest,
} from '../../../api/engagement.ts';
import type { EngagementCreated, Product } from '../../../contract/engagement.ts';
import { choice, text } from '../../../conversation/flow-protocol.ts';
import { FEEDBACK_OFFER } from '../../shared/feedback-offer.ts';
import { createFormFlow } from '../../shared/form/machine.ts';
import type { Answers } from '../../shared/form/form-spec.ts';
import { isPrefilled, storedContact } from '../../shared/form/stored-contact.ts';

const product = (answers: Answers, products: Product[]) =>
  products.find((item) => item.id === answers.product);

/** What the summary and the confirmation name: the product and each answer. */
const params = (answers: Answers, products: Product[]) => ({
  product: product(answers, products)?.name ?? '',
  unit: product(answers, products)?.unit ?? '',
  quantity: answers.quantity ?? '',
  acres: answers.acres ?? '',
  place: answers.place ?? '',
  name: answers.name ?? '',
  phone: answers.phone_number ?? '',
});

function submit(answers: Answers) {
  const contact = {
    place: answers.place ?? '',
    name: answers.name ?? '',
    phone_number: answers.phone_number ?? '',
    language: chatLanguage(),
  };
  if (answers.want === 'trial') {
    return sendTrialRequest({
      ...contact,
      product_id: answers.product ?? '',
      farm_size_acres: Number(answers.acres),
    });
  }
  const prebook = answers.want === 'prebook';
  return sendProductInterest({
    ...contact,
    product_id: answers.product ?? '',
    prebook,
    quantity: prebook ? Number(answers.quantity) : 1,
  });
}

/**
 * "Products and pre-booking": the provider's sales list (not advice for a diagnosed problem), then
 * interest, a pre-booking of a quantity, or a trial on the farm; the sales team follows up.
 */
export const productsFlow = createFormFlow<Product[], EngagementCreated>({
  id: 'products',
  load: async () => ({ options: await fetchProducts(), answers: storedContact() }),
  submit,
  questions: [
    {
      field: 'product',
      ask: () => text('talk:products.ask_product'),
      choices: (_, products) =>
        products.map((item) => ({
          value: item.id,
          label: { key: 'talk:products.product_label', params: { name: item.name } },
        })),
    },
    {
      field: 'want',
      ask: (answers, products) =>
        text('talk:products.ask_want', {
          name: product(answers, products)?.name ?? '',
          description: product(answers, products)?.description ?? '',
        }),
      choices: (answers, products) => [
        choice('prebook', 'talk:products.want_prebook'),
        choice('interest', 'talk:products.want_interest'),
        ...(product(answers, products)?.trial ? [choice('trial', 'talk:products.want_trial')] : []),
      ],
    },
    {
      field: 'quantity',
      ask: (answers, products) => text('talk:products.ask_quantity', params(answers, products)),
      input: { kind: 'quantity', label: 'talk:products.field_quantity' },
      when: (answers) => answers.want === 'prebook',
    },
    {
      field: 'acres',
      ask: () => text('talk:products.ask_acres'),
      input: { kind: 'acres', label: 'talk:products.field_acres' },
      when: (answers) => answers.want === 'trial',
    },
    {
      field: 'place',
      ask: () => text('talk:products.ask_place'),
      input: { kind: 'text', label: 'talk:products.field_place' },
    },
    {
      field: 'name',
      ask: () => text('talk:callback.ask_name'),
      input: { kind: 'name', label: 'talk:callback.field_name' },
      skip: isPrefilled('name'),
    },
    {
      field: 'phone_number',
      ask: () => text('talk:callback.ask_phone_number'),
      input: { kind: 'phone', label: 'talk:callback.field_phone_number' },
      skip: isPrefilled('phone_number'),
    },
  ],
  summary: (answers, products) =>
    text(`talk:products.summary_${answers.want ?? 'interest'}`, params(answers, products)),
  done: (result, answers) => ({
    body: text(`talk:products.done_${answers.want ?? 'interest'}`, { reference: result.reference }),
    quickReplies: [FEEDBACK_OFFER],
  }),
});
