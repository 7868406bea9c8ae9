import {
  plantingInfoListSchema,
  plantingInfoSchema,
  type PlantingInfo,
  type PlantingInfoInput,
} from '../contract/planting-info.ts';
import { apiClient } from './api-client.ts';

const PAGE_SIZE = 100;

/** Every planting of the signed-in user, page by page (a farmer has a handful, rarely more than a page). */
export async function fetchAllPlantings(): Promise<PlantingInfo[]> {
  const all: PlantingInfo[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await apiClient.get('plantinginfo/', { params: { page, page_size: PAGE_SIZE } });
    const list = plantingInfoListSchema.parse(data);
    all.push(...list.results);
    if (!list.next) return all;
  }
}

export async function createPlanting(input: PlantingInfoInput): Promise<PlantingInfo> {
  const { data } = await apiClient.post('plantinginfo/', input);
  return plantingInfoSchema.parse(data);
}

export async function deletePlanting(id: string): Promise<void> {
  await apiClient.delete(`plantinginfo/${id}/`);
}
