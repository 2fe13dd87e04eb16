/**
 * Certificates (docs/decisions.md, "Certificates"): issued by the server on completion only, one per
 * learner and course; read by anyone without a word of the learner but the name on it; downloaded
 * by their learner (or an admin) as an Open Badges 3.0 credential that verifies against the
 * issuer's public DID document and revocation list; revoked by a refund or an admin, for good.
 *
 * The cases read the seed's two certificates (Lena Learner's Python Programming, valid; Maria
 * Garcia's Upwork Mastery, revoked) and never change them: a case that revokes or refunds writes a
 * course of its own and certifies a new learner in it, so the cases run in any order, also against
 * a server that earlier runs have used.
 */
import { certificateIssueCases } from './certificateIssueCases';
import { certificateReadCases } from './certificateReadCases';
import { issuerKeyCases, statusListCases } from './issuerCases';
import { revocationCases } from './revocationCases';
import type { ContractCase } from './expectations';

export function certificateCases(): ContractCase[] {
  // One resource's cases per file, run in this order (the order of the cases before the split).
  return [
    ...certificateIssueCases(),
    ...certificateReadCases(),
    ...issuerKeyCases(),
    ...revocationCases(),
    ...statusListCases(),
  ];
}
