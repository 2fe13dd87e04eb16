import { api } from '@/shared/api/api';
import type { PublicCertificate } from '@/shared/domain/certificates';

/** An admin's revocation of one certificate, with the reason its page will show. */
export interface CertificateRevocation {
  certificateId: string;
  reason: string;
}

/** All Enroll's revocation of a learner's certificate (admins; docs/decisions.md, "Certificates"). */
export const revokeCertificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /certificates/{id}/revocation: answers the revoked certificate (409 when it already was). */
    revokeCertificate: build.mutation<PublicCertificate, CertificateRevocation>({
      query: ({ certificateId, reason }) => ({
        url: `/certificates/${encodeURIComponent(certificateId)}/revocation`,
        method: 'POST',
        body: { reason },
      }),
      // Also after a refusal: a 409 means the lists show a certificate revoked meanwhile. The
      // enrollment lists carry each certificate's status, the learner's progress its valid one.
      invalidatesTags: (_result, _error, { certificateId }) => [
        { type: 'Certificate', id: certificateId },
        { type: 'Enrollment', id: 'LIST' },
        { type: 'Progress', id: 'LIST' },
      ],
    }),
  }),
});

export const { useRevokeCertificateMutation } = revokeCertificateApi;
