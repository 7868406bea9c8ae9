import i18next from 'i18next';
import {
  engagementCreatedSchema,
  productListSchema,
  type EngagementCreated,
  type EnquiryCreate,
  type FeedbackCreate,
  type Product,
  type ProductInterestCreate,
  type TrialRequestCreate,
} from '../contract/engagement.ts';
import { apiClient } from './api-client.ts';

/** The language the user is reading now: their SMS confirmation comes in it. */
export const chatLanguage = (): 'en' | 'sw' => (i18next.resolvedLanguage === 'sw' ? 'sw' : 'en');

export async function fetchProducts(): Promise<Product[]> {
  const { data } = await apiClient.get('products/');
  return productListSchema.parse(data).results;
}

async function create(path: string, body: object): Promise<EngagementCreated> {
  const { data } = await apiClient.post(path, body);
  return engagementCreatedSchema.parse(data);
}

export const sendProductInterest = (body: ProductInterestCreate) => create('products/interest/', body);
export const sendTrialRequest = (body: TrialRequestCreate) => create('trial-requests/', body);
export const sendEnquiry = (body: EnquiryCreate) => create('enquiries/', body);
export const sendFeedback = (body: FeedbackCreate) => create('feedback/', body);
