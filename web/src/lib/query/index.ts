export { $api } from './client';
export { appQueryClient } from './queryClient';
export { useApiMutation, invalidatePaths, type MutationOptions } from './mutation';
export { pagedList, allItems } from './paging';
export type { DataPaths, ReadPath } from './paths';
