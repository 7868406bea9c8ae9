import { farmListSchema, farmSchema, type Farm, type FarmInput } from '../contract/farm.ts';
import { nutrientListSchema, type NutrientList } from '../contract/nutrient.ts';
import { MAX_PAGE_SIZE } from '../contract/pagination.ts';
import { apiClient } from './api-client.ts';

/** Every farm of the signed-in farmer, page by page (a farmer has a handful). */
export async function fetchAllFarms(): Promise<Farm[]> {
  const all: Farm[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await apiClient.get('farm/', { params: { page, page_size: MAX_PAGE_SIZE } });
    const list = farmListSchema.parse(data);
    all.push(...list.results);
    if (!list.next) return all;
  }
}

export async function createFarm(input: FarmInput): Promise<Farm> {
  const { data } = await apiClient.post('farm/', input);
  return farmSchema.parse(data);
}

/** The fertilizer advice for a crop at a stage, for a farm (with quantities), a ward or a county. */
export async function fetchNutrients(query: {
  crop: string;
  stage: string;
  farm?: string;
  ward?: string;
  county?: string;
}): Promise<NutrientList> {
  const { data } = await apiClient.get('nutrient/', { params: { ...query, page_size: MAX_PAGE_SIZE } });
  return nutrientListSchema.parse(data);
}
