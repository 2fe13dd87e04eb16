/**
 * Fixtures the core cases of cases.ts share: a second learner, one per list of cases, whom several
 * resources' cases register, enroll and refuse (learner A is the seeded learner).
 */
import { uniqueEmail } from './expectations';

export interface ContractFixtures {
  learnerB: string;
}

export function contractFixtures(): ContractFixtures {
  return { learnerB: uniqueEmail('learner-b') };
}
