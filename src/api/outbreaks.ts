import {
  outbreakCountsSchema,
  outbreakShapesSchema,
  type OutbreakCounts,
  type OutbreakQuery,
  type OutbreakShapes,
} from '../contract/outbreaks.ts';
import { apiClient } from './api-client.ts';

export async function fetchOutbreakCounts(query: OutbreakQuery): Promise<OutbreakCounts> {
  const { data } = await apiClient.get('outbreaks/', { params: query });
  return outbreakCountsSchema.parse(data);
}

let shapes: Promise<OutbreakShapes> | null = null;

/** Every ward and county outline, fetched once per visit (the server caches and tags it too). */
export function fetchOutbreakShapes(): Promise<OutbreakShapes> {
  shapes ??= apiClient
    .get('outbreaks/shapes/')
    .then(({ data }) => outbreakShapesSchema.parse(data))
    .catch((error: unknown) => {
      shapes = null;
      throw error;
    });
  return shapes;
}
