/** Who is asking: the signed-in account's id and role. */
export interface Caller {
  id: string;
  role: string;
}

export const isDataManager = (caller: Caller) => caller.role === 'data_manager';
/** Reference data (fertilizers, varieties) and uploads: data managers and admins. */
export const managesReferenceData = (caller: Caller) =>
  caller.role === 'data_manager' || caller.role === 'admin';
