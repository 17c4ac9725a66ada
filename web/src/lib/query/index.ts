export { $api } from './queryHooks';
export { appQueryClient } from './queryClient';
export { useApiMutation, invalidateFresh, invalidatePaths, type MutationOptions } from './mutation';
export { pagedList, allItems } from './paging';
export type { DataPaths, ReadPath } from './paths';
