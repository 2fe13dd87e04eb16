import type { Course } from '@/shared/domain/entities';
import { courseResourcesApi } from '@/shared/api/courseResources';

/** API answers for the browser's store, as `upsertQueryEntries` takes them. */
export type PurchasePageEntries = Parameters<typeof courseResourcesApi.util.upsertQueryEntries>[0];

/**
 * The API answer a course's purchase page (`/{courseId}`) is rendered with: the course. A page
 * written at build time carries it, so that the browser's first render matches it.
 */
export const purchasePageEntries = (course: Course): PurchasePageEntries => [
  { endpointName: 'getCourse', arg: course._id, value: course },
];

/** Puts preloaded API answers into a store's cache. */
export const preloadPurchasePage = (entries: PurchasePageEntries) =>
  courseResourcesApi.util.upsertQueryEntries(entries);
