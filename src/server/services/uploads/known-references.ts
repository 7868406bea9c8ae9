import { wardCodeSchema } from '../../../contract/farmer.ts';
import { wardCounties } from '../farms/farm-repository.ts';
import type { Reference } from './upload-kind.ts';
import { listedCropIds } from './variety-upload-repository.ts';

/** A `ward` cell names a ward by its code. */
export const knownWards: Reference = {
  column: 'ward',
  key: 'unknown_place',
  async known(db, values) {
    const codes = values.filter((value) => wardCodeSchema.safeParse(value).success);
    return new Set((await wardCounties(db, codes)).keys());
  },
};

/** A `crop` cell names a crop of `crop/`, where its varieties are listed. */
export const knownCrops: Reference = {
  column: 'crop',
  key: 'not_a_crop',
  known: listedCropIds,
};
