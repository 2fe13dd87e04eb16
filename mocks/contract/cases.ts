/**
 * The contract: one list of cases that any implementation of the product API must pass: MSW (jest),
 * the json-server process, or any base URL (cli.ts). Each case is independent and creates the data
 * it changes (a case that enrolls creates its own course first), so it also runs against a server
 * that is not fresh. The cases rely on the seeded accounts (admin@example.com admin,
 * teacher@example.com teacher, learner@example.com learner), in one case of refundCases.ts on the
 * seeded learner's payment made three days before the seed was restored, and in certificateCases.ts
 * on the seed's two certificates (all read, never changed).
 * The runners run the cases one after another (jest's cases of one file, cli.ts's loop), in the order
 * listed here; each file holds one resource's cases.
 */
import { assignCourseCases } from './assignCourseCases';
import { authoringCases } from './authoringCases';
import { boundsCases } from './boundsCases';
import { catalogueCases } from './catalogueCases';
import { certificateCases } from './certificateCases';
import { coursesCases } from './coursesCases';
import { emailCases } from './emailCases';
import { enrollCases } from './enrollCases';
import { errorsCases } from './errorsCases';
import type { ContractCase } from './expectations';
import { contractFixtures } from './fixtures';
import { identityCases } from './identityCases';
import { learningCases } from './learningCases';
import { limitsCases } from './limitsCases';
import { listCases } from './listCases';
import { openDataCases } from './openDataCases';
import { orderCases } from './orderCases';
import { paymentCases } from './paymentCases';
import { reviewCases } from './reviewCases';
import { usersCases } from './usersCases';
import { withdrawnCases } from './withdrawnCases';

export type { ContractCase } from './expectations';

export function contractCases(): ContractCase[] {
  const fixtures = contractFixtures();
  return [
    ...coursesCases(fixtures),
    ...enrollCases(fixtures),
    ...reviewCases(fixtures),
    ...assignCourseCases(),
    ...usersCases(),
    ...paymentCases(fixtures),
    ...errorsCases(),
    ...emailCases(),
    ...openDataCases(),
    ...orderCases(),
    ...catalogueCases(),
    ...listCases(),
    ...identityCases(),
    ...withdrawnCases(),
    ...limitsCases(),
    ...boundsCases(),
    ...learningCases(),
    ...authoringCases(),
    ...certificateCases(),
  ];
}
