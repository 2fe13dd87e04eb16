/**
 * Authoring (docs/decisions.md, "Authoring"): who may write a course (its instructors and admins),
 * drafts and versions hidden from learners, If-Match, the quiz rules, moves and deletions. Each
 * case writes in a course of its own, with the seeded teacher named as its instructor, so that the
 * seed's curricula stay as other suites expect them.
 */
import { chapterCases } from './chapterCases';
import { figuresCases } from './figuresCases';
import { instructorsCases } from './instructorsCases';
import { lessonDraftCases } from './lessonDraftCases';
import { uploadCases } from './uploadCases';
import type { ContractCase } from './expectations';

export function authoringCases(): ContractCase[] {
  // One resource's cases per file, run in this order (the order of the cases before the split).
  return [
    ...instructorsCases(),
    ...lessonDraftCases(),
    ...chapterCases(),
    ...figuresCases(),
    ...uploadCases(),
  ];
}
