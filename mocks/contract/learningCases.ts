/**
 * Learning (docs/decisions.md, "Learning"): who opens a lesson (anonymous, unpaid, paid, refunded,
 * free, withdrawn, teacher, admin), answers never sent before an attempt, signed media with ranges,
 * and progress kept by the server. The cases learn in the seed's courses (their curricula come with
 * db.json) as new accounts of their own.
 */
import { lessonAccessCases, withdrawnOutlineCases } from './lessonAccessCases';
import { progressCases } from './progressCases';
import type { ContractCase } from './expectations';

export function learningCases(): ContractCase[] {
  // One resource's cases per file, run in this order (the order of the cases before the split).
  return [...lessonAccessCases(), ...progressCases(), ...withdrawnOutlineCases()];
}
